import "#server-only";
import { Prisma } from "./generated/client";

/**
 * A unique constraint refused the write: a model query's P2002, or PostgreSQL's 23505 from a statement of `direct`
 * or of a transaction (lib/db/transaction.ts).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  return (error as { code?: unknown } | null)?.code === "23505";
}
