import { AccountLinkParamsSchema } from "@pix/core/accounts/schema";
import { AppError } from "@pix/core/http/errors";

/**
 * What the page of an e-mailed link (reset, new e-mail) shows: what `read` answers for a well-formed token that still
 * works, null for any other, which the page shows as a link to ask for again.
 */
export async function readAccountLink<T>(token: string, read: (token: string) => Promise<T>): Promise<T | null> {
  if (!AccountLinkParamsSchema.safeParse({ token }).success) return null;
  try {
    return await read(token);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
