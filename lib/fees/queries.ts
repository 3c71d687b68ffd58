import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { FeeTarget, FeeType } from "@/lib/db/generated/enums";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** A fees row in full, as the Prisma model reads it. */
export const FEE = {
  id: "uuid",
  sellerId: "uuid | null",
  target: "FeeTarget",
  feeType: "FeeType",
  feeValue: "int4",
  description: "text | null",
  isActive: "bool",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

export const lockFeeRow = defineQuery({
  name: "fees.lockFeeRow",
  columns: FEE,
  sql: (id: string) => Prisma.sql`SELECT * FROM fees WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

/**
 * The active fees that can apply to a seller: their own and the platform defaults, by target and age.
 * Raw: every payment creation runs this, and a model query costs ~1.5 ms of CPU to compile.
 */
export const candidateFees = defineQuery({
  name: "fees.candidateFees",
  columns: FEE,
  sql: (sellerId: string) => Prisma.sql`
    SELECT * FROM fees WHERE "isActive" AND ("sellerId" = ${sellerId}::uuid OR "sellerId" IS NULL) ORDER BY target, "createdAt"`,
  examples: [[ID]],
});

export type FeeFields = {
  sellerId: string | null;
  target: FeeTarget;
  feeType: FeeType;
  feeValue: number;
  description: string | null;
  /** Absent on insert: the column's default (active). */
  isActive?: boolean;
};

export const insertFee = defineQuery({
  name: "fees.insertFee",
  columns: FEE,
  sql: (fee: FeeFields) => Prisma.sql`
    INSERT INTO fees (id, "sellerId", target, "feeType", "feeValue", description, "isActive", "updatedAt")
    VALUES (gen_random_uuid(), ${fee.sellerId}::uuid, ${fee.target}::"FeeTarget", ${fee.feeType}::"FeeType",
      ${fee.feeValue}, ${fee.description}, ${fee.isActive === undefined ? Prisma.sql`DEFAULT` : fee.isActive}, now())
    RETURNING *`,
  examples: [
    [{ sellerId: null, target: "SERVICE", feeType: "FIXED", feeValue: 1, description: null }],
    [{ sellerId: ID, target: "SERVICE", feeType: "PERCENTAGE", feeValue: 1, description: "d", isActive: false }],
  ],
});

/** Writes every field but the seller: the caller holds the row's lock and passes the fields it keeps as they are. */
export const updateFeeRow = defineQuery({
  name: "fees.updateFeeRow",
  columns: FEE,
  sql: (id: string, fee: Omit<FeeFields, "sellerId" | "isActive"> & { isActive: boolean }) => Prisma.sql`
    UPDATE fees SET target = ${fee.target}::"FeeTarget", "feeType" = ${fee.feeType}::"FeeType",
      "feeValue" = ${fee.feeValue}, description = ${fee.description}, "isActive" = ${fee.isActive}, "updatedAt" = now()
    WHERE id = ${id}::uuid
    RETURNING *`,
  examples: [[ID, { target: "SERVICE", feeType: "FIXED", feeValue: 1, description: null, isActive: true }]],
});
