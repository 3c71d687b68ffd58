import "#server-only";
import { Prisma } from "./generated/client";

/**
 * A unique constraint refused the write: a model query's P2002, or PostgreSQL's 23505 from a statement of `direct`
 * or of a transaction (lib/db/transaction.ts); with `constraint`, that index's refusal only (statements only: a model
 * query's error names columns, not the index).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002" && constraint === undefined;
  const { code, constraint: refusedBy } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === "23505" && (constraint === undefined || refusedBy === constraint);
}
