import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** Holds, until the transaction ends, the lock every registration of this CNPJ takes. */
export const lockCnpj = defineCommand({
  name: "enterprises.lockCnpj",
  sql: (cnpj: string) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cnpj:${cnpj}`}, 0))`,
  examples: [["11222333000181"]],
});

export const lockUser = defineQuery({
  name: "enterprises.lockUser",
  columns: { id: "uuid" },
  sql: (userId: string) => Prisma.sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
  examples: [[ID]],
});

export const lockLiveEnterpriseOf = defineQuery({
  name: "enterprises.lockLiveEnterpriseOf",
  columns: { id: "uuid" },
  sql: (userId: string) => Prisma.sql`
    SELECT id FROM enterprises WHERE "userId" = ${userId}::uuid AND "deletedAt" IS NULL FOR UPDATE`,
  examples: [[ID]],
});

export const lockLiveEnterprise = defineQuery({
  name: "enterprises.lockLiveEnterprise",
  columns: { status: "EnterpriseStatus" },
  sql: (id: string) => Prisma.sql`
    SELECT status FROM enterprises WHERE id = ${id}::uuid AND "deletedAt" IS NULL FOR UPDATE`,
  examples: [[ID]],
});

/** Approves the owner; the first approval dates the seller (a second company does not make them new again). */
export const approveOwner = defineQuery({
  name: "enterprises.approveOwner",
  columns: { email: "text" },
  sql: (userId: string) =>
    Prisma.sql`UPDATE users SET approved = true, "approvedAt" = coalesce("approvedAt", now()), "updatedAt" = now() WHERE id = ${userId}::uuid RETURNING email`,
  examples: [[ID]],
});
