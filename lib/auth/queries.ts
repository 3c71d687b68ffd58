import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** What every authenticated request checks of its user (raw: a model query costs ~1 ms of CPU to compile). */
export const sessionUser = defineQuery({
  name: "auth.sessionUser",
  columns: {
    id: "uuid",
    email: "text",
    role: "Role",
    approved: "bool",
    deletedAt: "timestamptz | null",
    sessionsRevokedAt: "timestamptz | null",
  },
  sql: (userId: string) => Prisma.sql`
    SELECT id, email, role, approved, "deletedAt", "sessionsRevokedAt" FROM users WHERE id = ${userId}::uuid`,
  examples: [[ID]],
});

export const lockRefreshToken = defineQuery({
  name: "auth.lockRefreshToken",
  columns: { familyId: "uuid", revokedAt: "timestamptz | null", userId: "uuid" },
  sql: (id: string) => Prisma.sql`
    SELECT "familyId", "revokedAt", "userId" FROM refresh_tokens WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});
