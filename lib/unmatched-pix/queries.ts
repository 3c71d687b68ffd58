import "#server-only";
import { Prisma, type UnmatchedPixReason, type UnmatchedPixStatus } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** An unmatched_pix row in full, as the Prisma model reads it. */
const UNMATCHED_PIX = {
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
} as const;

export const lockUnmatchedPixRow = defineQuery({
  name: "unmatchedPix.lockUnmatchedPixRow",
  columns: UNMATCHED_PIX,
  sql: (id: string) => Prisma.sql`SELECT * FROM unmatched_pix WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

export type NewUnmatchedPix = {
  id: string;
  provider: string;
  endToEndId: string;
  paymentId: string | null;
  sellerId: string | null;
  amount: number;
  reason: UnmatchedPixReason;
  devolucaoId: string;
  receivedAt: Date;
};

/** A PIX held, as HELD with nothing returned of it yet. */
export const insertUnmatchedPix = defineCommand({
  name: "unmatchedPix.insertUnmatchedPix",
  sql: (row: NewUnmatchedPix) => Prisma.sql`
    INSERT INTO unmatched_pix
      (id, provider, "endToEndId", "paymentId", "sellerId", amount, reason, "devolucaoId", "receivedAt", "updatedAt")
    VALUES (${row.id}::uuid, ${row.provider}, ${row.endToEndId}, ${row.paymentId}::uuid, ${row.sellerId}::uuid,
      ${row.amount}, ${row.reason}::"UnmatchedPixReason", ${row.devolucaoId}, ${row.receivedAt}::timestamptz, now())`,
  examples: [
    [
      {
        id: ID,
        provider: "api-pix",
        endToEndId: "e",
        paymentId: null,
        sellerId: null,
        amount: 1,
        reason: "NO_CHARGE",
        devolucaoId: "d",
        receivedAt: AT,
      },
    ],
  ],
});

/** A return asked again after the last failed: its new devolução id, the last one's kept among the failed. */
export type AnotherReturn = { devolucaoId: string; failedDevolucaoIds: string[] };

/** The held PIX RETURNING, asked by `returnedBy`, its calls counted anew; under `again`'s devolução id if given. */
export const startUnmatchedReturn = defineQuery({
  name: "unmatchedPix.startUnmatchedReturn",
  columns: UNMATCHED_PIX,
  sql: (id: string, returnedBy: string, again: AnotherReturn | null) => Prisma.sql`
    UPDATE unmatched_pix
    SET status = 'RETURNING', "returnedBy" = ${returnedBy}::uuid, "failureReason" = NULL, attempts = 0,
      "unknownSince" = NULL, "updatedAt" = now()
      ${
        again
          ? Prisma.sql`, "devolucaoId" = ${again.devolucaoId}, "failedDevolucaoIds" = ${again.failedDevolucaoIds}::text[]`
          : Prisma.empty
      }
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [
    [ID, ID, null],
    [ID, ID, { devolucaoId: "d", failedDevolucaoIds: ["c"] }],
  ],
});

/** Since when the return's outcome is unknown; null once the PSP shows it under way. */
export const setReturnUnknownSince = defineQuery({
  name: "unmatchedPix.setReturnUnknownSince",
  columns: UNMATCHED_PIX,
  sql: (id: string, unknownSince: Date | null) => Prisma.sql`
    UPDATE unmatched_pix SET "unknownSince" = ${unknownSince}::timestamptz, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT]],
});

/** The return not made (refused, or NAO_REALIZADO): RETURN_FAILED, for the admin to ask again. */
export const failUnmatchedReturn = defineQuery({
  name: "unmatchedPix.failUnmatchedReturn",
  columns: UNMATCHED_PIX,
  sql: (id: string, failureReason: string) => Prisma.sql`
    UPDATE unmatched_pix SET status = 'RETURN_FAILED', "failureReason" = ${failureReason}, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, "r"]],
});

/** The return done: RETURNED at `returnedAt`. */
export const finishUnmatchedReturn = defineQuery({
  name: "unmatchedPix.finishUnmatchedReturn",
  columns: UNMATCHED_PIX,
  sql: (id: string, returnedAt: Date) => Prisma.sql`
    UPDATE unmatched_pix SET status = 'RETURNED', "returnedAt" = ${returnedAt}::timestamptz, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT]],
});

/** Whether the MED devolução of the held PIX is booked already. */
export const medDevolucaoBooked = defineQuery({
  name: "unmatchedPix.medDevolucaoBooked",
  columns: { booked: "bool" },
  sql: (unmatchedPixId: string, devolucaoId: string) => Prisma.sql`
    SELECT true AS booked FROM unmatched_pix_devolucoes
    WHERE "unmatchedPixId" = ${unmatchedPixId}::uuid AND "devolucaoId" = ${devolucaoId}`,
  examples: [[ID, "d"]],
});

export type MedDevolucao = {
  unmatchedPixId: string;
  /** The held PIX's, if it paid a known charge. */
  sellerId: string | null;
  devolucaoId: string;
  amount: number;
  nature: string;
  returnedAt: Date;
};

export const insertMedDevolucao = defineCommand({
  name: "unmatchedPix.insertMedDevolucao",
  sql: (row: MedDevolucao) => Prisma.sql`
    INSERT INTO unmatched_pix_devolucoes ("unmatchedPixId", "sellerId", "devolucaoId", amount, nature, "returnedAt")
    VALUES (${row.unmatchedPixId}::uuid, ${row.sellerId}::uuid, ${row.devolucaoId}, ${row.amount}, ${row.nature},
      ${row.returnedAt}::timestamptz)`,
  examples: [
    [{ unmatchedPixId: ID, sellerId: null, devolucaoId: "d", amount: 1, nature: "MED_OPERACIONAL", returnedAt: AT }],
  ],
});

/**
 * `amount` more of the held PIX returned by the PSP's MED, the row moved to `status`; `returnedAt` set when given
 * (nothing left held), otherwise left as it was.
 */
export const addMedReturned = defineCommand({
  name: "unmatchedPix.addMedReturned",
  sql: (id: string, amount: number, status: UnmatchedPixStatus, returnedAt: Date | null) => Prisma.sql`
    UPDATE unmatched_pix
    SET "medReturned" = "medReturned" + ${amount}, status = ${status}::"UnmatchedPixStatus", "updatedAt" = now()
      ${returnedAt ? Prisma.sql`, "returnedAt" = ${returnedAt}::timestamptz` : Prisma.empty}
    WHERE id = ${id}::uuid`,
  examples: [
    [ID, 1, "HELD", null],
    [ID, 1, "RETURNED_BY_MED", AT],
  ],
});

/** The row's updatedAt moved to `at`, so the recovery job's next run asks about the others first. */
export const touchUnmatchedPix = defineCommand({
  name: "unmatchedPix.touchUnmatchedPix",
  sql: (id: string, at: Date) => Prisma.sql`
    UPDATE unmatched_pix SET "updatedAt" = ${at}::timestamptz WHERE id = ${id}::uuid`,
  examples: [[ID, AT]],
});
