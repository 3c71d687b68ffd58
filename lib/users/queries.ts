import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const lockActiveAdmins = defineQuery({
  name: "users.lockActiveAdmins",
  columns: { id: "uuid" },
  sql: () => Prisma.sql`
    SELECT id FROM users WHERE role = 'admin' AND "deletedAt" IS NULL FOR UPDATE`,
});

/** Row-locks a live seller, as an UPDATE of their row would (NO KEY UPDATE). */
export const lockLiveSeller = defineQuery({
  name: "users.lockLiveSeller",
  columns: { id: "uuid" },
  sql: (sellerId: string) => Prisma.sql`
    SELECT id FROM users WHERE id = ${sellerId}::uuid AND role = 'seller' AND "deletedAt" IS NULL FOR NO KEY UPDATE`,
  examples: [[ID]],
});

/** Row-locks a user, as an UPDATE of their row would (NO KEY UPDATE). */
export const lockUser = defineQuery({
  name: "users.lockUser",
  columns: { id: "uuid" },
  sql: (userId: string) => Prisma.sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`,
  examples: [[ID]],
});

/** Users with their live companies, oldest first, as JSON text. */
export const usersWithCompanies = defineQuery({
  name: "users.usersWithCompanies",
  columns: { id: "uuid", email: "text", companyName: "text", enterprises: "text" },
  sql: (ids: string[]) => Prisma.sql`
    SELECT u.id, u.email, u."companyName",
      coalesce((SELECT json_agg(json_build_object('id', e.id, 'cnpj', e.cnpj, 'commercialName', e."commercialName", 'companyName', e."companyName") ORDER BY e."createdAt")
                FROM enterprises e WHERE e."userId" = u.id AND e."deletedAt" IS NULL), '[]')::text AS enterprises
    FROM users u WHERE u.id = ANY(${ids}::uuid[])`,
  examples: [[[ID]]],
});
