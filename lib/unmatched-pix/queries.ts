import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const lockUnmatchedPixRow = defineQuery({
  name: "unmatchedPix.lockUnmatchedPixRow",
  columns: {
    id: "uuid",
    provider: "text",
    endToEndId: "text",
    paymentId: "uuid | null",
    sellerId: "uuid | null",
    amount: "int4",
    medReturned: "int4",
    reason: "UnmatchedPixReason",
    status: "UnmatchedPixStatus",
    devolucaoId: "text",
    failedDevolucaoIds: "text[]",
    failureReason: "text | null",
    returnedBy: "uuid | null",
    attempts: "int4",
    unknownSince: "timestamptz | null",
    receivedAt: "timestamptz",
    returnedAt: "timestamptz | null",
    createdAt: "timestamptz",
    updatedAt: "timestamptz",
  },
  sql: (id: string) => Prisma.sql`SELECT * FROM unmatched_pix WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});
