import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const lockActiveAdmins = defineQuery({
  name: "users.lockActiveAdmins",
  columns: { id: "uuid" },
  sql: () => Prisma.sql`
    SELECT id FROM users WHERE role = 'admin' AND "deletedAt" IS NULL FOR UPDATE`,
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
