import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const lockFeeRow = defineQuery({
  name: "fees.lockFeeRow",
  columns: { id: "uuid" },
  sql: (id: string) => Prisma.sql`SELECT id FROM fees WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

/**
 * The active fees that can apply to a seller: their own and the platform defaults, by target and age.
 * Raw: every payment creation runs this, and a model query costs ~1.5 ms of CPU to compile.
 */
export const candidateFees = defineQuery({
  name: "fees.candidateFees",
  columns: {
    id: "uuid",
    sellerId: "uuid | null",
    target: "FeeTarget",
    feeType: "FeeType",
    feeValue: "int4",
    description: "text | null",
    isActive: "bool",
    createdAt: "timestamptz",
    updatedAt: "timestamptz",
  },
  sql: (sellerId: string) => Prisma.sql`
    SELECT * FROM fees WHERE "isActive" AND ("sellerId" = ${sellerId}::uuid OR "sellerId" IS NULL) ORDER BY target, "createdAt"`,
  examples: [[ID]],
});
