// Pages only: notFound() needs the Next.js request context, which the API (lib/) never reads.
import { notFound } from "next/navigation";
import type { z } from "@pix/core/zod";
import { AppError } from "@pix/core/http/errors";

/** A detail page's record: a malformed id, or the service's NOT_FOUND, answers the page's 404. */
export async function loadOr404<T>(idSchema: z.ZodType, id: string, load: (id: string) => Promise<T>): Promise<T> {
  if (!idSchema.safeParse({ id }).success) notFound();
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}
