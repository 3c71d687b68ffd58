import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { FeeType, PixKeyType, WithdrawalMode, WithdrawalStatus } from "@/lib/db/generated/enums";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** A withdrawals row in full, as the Prisma model reads it. */
export const WITHDRAWAL = {
  id: "uuid",
  sellerId: "uuid",
  amount: "int4",
  fee: "int4",
  netAmount: "int4",
  pixKey: "text",
  pixKeyType: "PixKeyType",
  payoutKeyId: "uuid | null",
  payableFrom: "timestamptz | null",
  status: "WithdrawalStatus",
  provider: "text",
  providerPayoutId: "text | null",
  endToEndId: "text | null",
  payoutAskedAt: "timestamptz | null",
  requestedAt: "timestamptz",
  reviewedAt: "timestamptz | null",
  reviewedBy: "uuid | null",
  completedAt: "timestamptz | null",
  rejectionReason: "text | null",
  failureReason: "text | null",
  returnedAmount: "int4",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

/** A withdrawal_configs row in full, as the Prisma model reads it. */
export const WITHDRAWAL_CONFIG = {
  sellerId: "uuid",
  minAmount: "int4",
  maxAmount: "int4",
  dailyLimit: "int8",
  feeType: "FeeType",
  feeValue: "int4",
  mode: "WithdrawalMode",
  allowApi: "bool",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

/** A payout_keys row in full, as the Prisma model reads it. */
export const PAYOUT_KEY = {
  id: "uuid",
  sellerId: "uuid",
  pixKey: "text",
  pixKeyType: "PixKeyType",
  current: "bool | null",
  holderVerified: "bool",
  payableFrom: "timestamptz | null",
  approvedAt: "timestamptz | null",
  approvedBy: "uuid | null",
  createdBy: "uuid | null",
  createdAt: "timestamptz",
  replacedAt: "timestamptz | null",
} as const;

/** Row-locks a withdrawal and reads it as it is once the lock is held (one statement). */
export const lockWithdrawalRow = defineQuery({
  name: "withdrawals.lockWithdrawalRow",
  columns: WITHDRAWAL,
  sql: (id: string) => Prisma.sql`SELECT * FROM withdrawals WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

export const lockSellerWithdrawalRow = defineQuery({
  name: "withdrawals.lockSellerWithdrawalRow",
  columns: WITHDRAWAL,
  sql: (id: string, sellerId: string) =>
    Prisma.sql`SELECT * FROM withdrawals WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid FOR UPDATE`,
  examples: [[ID, ID]],
});

/** Row-locks the withdrawal the provider's payout paid. */
export const lockWithdrawalOfPayout = defineQuery({
  name: "withdrawals.lockWithdrawalOfPayout",
  columns: { id: "uuid" },
  sql: (provider: string, payoutId: string) => Prisma.sql`
    SELECT id FROM withdrawals WHERE provider = ${provider} AND "providerPayoutId" = ${payoutId} FOR UPDATE`,
  examples: [["efi", "p"]],
});

export const withdrawalRow = defineQuery({
  name: "withdrawals.withdrawalRow",
  columns: WITHDRAWAL,
  sql: (id: string) => Prisma.sql`SELECT * FROM withdrawals WHERE id = ${id}::uuid`,
  examples: [[ID]],
});

/** The withdrawal whose payout is the Pix of that end-to-end id. */
export const withdrawalIdOfEndToEndId = defineQuery({
  name: "withdrawals.withdrawalIdOfEndToEndId",
  columns: { id: "uuid" },
  sql: (endToEndId: string) => Prisma.sql`SELECT id FROM withdrawals WHERE "endToEndId" = ${endToEndId}`,
  examples: [["E00000000202603010300abcdefghijk"]],
});

/** Centavos of the seller's withdrawals in `statuses` requested since `since`; null when there are none. */
export const withdrawnSince = defineQuery({
  name: "withdrawals.withdrawnSince",
  columns: { sum: "int8 | null" },
  sql: (sellerId: string, statuses: WithdrawalStatus[], since: Date) => Prisma.sql`
    SELECT sum(amount) AS sum FROM withdrawals
    WHERE "sellerId" = ${sellerId}::uuid AND status = ANY (${statuses}::"WithdrawalStatus"[])
      AND "requestedAt" >= ${since}::timestamptz`,
  examples: [[ID, ["REQUESTED"], AT]],
});

export type NewWithdrawal = {
  sellerId: string;
  amount: number;
  fee: number;
  netAmount: number;
  pixKey: string;
  pixKeyType: PixKeyType;
  payoutKeyId: string;
  payableFrom: Date | null;
  provider: string;
};

export const insertWithdrawal = defineQuery({
  name: "withdrawals.insertWithdrawal",
  columns: WITHDRAWAL,
  sql: (w: NewWithdrawal) => Prisma.sql`
    INSERT INTO withdrawals
      (id, "sellerId", amount, fee, "netAmount", "pixKey", "pixKeyType", "payoutKeyId", "payableFrom", provider, "updatedAt")
    VALUES (gen_random_uuid(), ${w.sellerId}::uuid, ${w.amount}::int4, ${w.fee}::int4, ${w.netAmount}::int4, ${w.pixKey},
      ${w.pixKeyType}::"PixKeyType", ${w.payoutKeyId}::uuid, ${w.payableFrom}::timestamptz, ${w.provider}, now())
    RETURNING *`,
  examples: [
    [
      {
        sellerId: ID,
        amount: 2_000,
        fee: 200,
        netAmount: 1_800,
        pixKey: "a@example.com",
        pixKeyType: "EMAIL",
        payoutKeyId: ID,
        payableFrom: null,
        provider: "efi",
      },
    ],
  ],
});

/** Approved: PROCESSING, reviewed by `reviewedBy` (null for the AUTOMATIC mode). */
export const markWithdrawalProcessing = defineQuery({
  name: "withdrawals.markWithdrawalProcessing",
  columns: WITHDRAWAL,
  sql: (id: string, reviewedAt: Date, reviewedBy: string | null) => Prisma.sql`
    UPDATE withdrawals SET status = 'PROCESSING', "reviewedAt" = ${reviewedAt}::timestamptz,
      "reviewedBy" = ${reviewedBy}::uuid, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT, null]],
});

export const markWithdrawalRejected = defineQuery({
  name: "withdrawals.markWithdrawalRejected",
  columns: WITHDRAWAL,
  sql: (id: string, reviewedAt: Date, reviewedBy: string, reason: string) => Prisma.sql`
    UPDATE withdrawals SET status = 'REJECTED', "reviewedAt" = ${reviewedAt}::timestamptz,
      "reviewedBy" = ${reviewedBy}::uuid, "rejectionReason" = ${reason}, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT, ID, "r"]],
});

export const markWithdrawalCancelled = defineQuery({
  name: "withdrawals.markWithdrawalCancelled",
  columns: WITHDRAWAL,
  sql: (id: string) => Prisma.sql`
    UPDATE withdrawals SET status = 'CANCELLED', "updatedAt" = now() WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID]],
});

export const markWithdrawalCompleted = defineQuery({
  name: "withdrawals.markWithdrawalCompleted",
  columns: WITHDRAWAL,
  sql: (id: string, completedAt: Date, providerPayoutId: string | null) => Prisma.sql`
    UPDATE withdrawals SET status = 'COMPLETED', "completedAt" = ${completedAt}::timestamptz,
      "providerPayoutId" = ${providerPayoutId}, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT, null]],
});

export const markWithdrawalFailed = defineQuery({
  name: "withdrawals.markWithdrawalFailed",
  columns: WITHDRAWAL,
  sql: (id: string, reason: string, providerPayoutId: string | null) => Prisma.sql`
    UPDATE withdrawals SET status = 'FAILED', "failureReason" = ${reason}, "providerPayoutId" = ${providerPayoutId},
      "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, "f", null]],
});

/** The PSP took the payout and has not settled it: its id, and the time the poller waits from. */
export const setWithdrawalPayoutId = defineQuery({
  name: "withdrawals.setWithdrawalPayoutId",
  columns: WITHDRAWAL,
  sql: (id: string, providerPayoutId: string, updatedAt: Date) => Prisma.sql`
    UPDATE withdrawals SET "providerPayoutId" = ${providerPayoutId}, "updatedAt" = ${updatedAt}::timestamptz
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, "p", AT]],
});

export const setWithdrawalEndToEndId = defineQuery({
  name: "withdrawals.setWithdrawalEndToEndId",
  columns: WITHDRAWAL,
  sql: (id: string, endToEndId: string) => Prisma.sql`
    UPDATE withdrawals SET "endToEndId" = ${endToEndId}, "updatedAt" = now() WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, "E00000000202603010300abcdefghijk"]],
});

/** Adds a return of the payout to what came back of it. */
export const addWithdrawalReturned = defineQuery({
  name: "withdrawals.addWithdrawalReturned",
  columns: WITHDRAWAL,
  sql: (id: string, amount: number) => Prisma.sql`
    UPDATE withdrawals SET "returnedAmount" = "returnedAmount" + ${amount}::int4, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, 100]],
});

/** The return of that id of the withdrawal's payout, once booked. */
export const withdrawalReturnId = defineQuery({
  name: "withdrawals.withdrawalReturnId",
  columns: { id: "uuid" },
  sql: (withdrawalId: string, returnId: string) => Prisma.sql`
    SELECT id FROM withdrawal_returns WHERE "withdrawalId" = ${withdrawalId}::uuid AND "returnId" = ${returnId}`,
  examples: [[ID, "r"]],
});

/** A return of the withdrawal's payout, with the withdrawal's seller. */
export const insertWithdrawalReturn = defineCommand({
  name: "withdrawals.insertWithdrawalReturn",
  sql: (
    withdrawal: { id: string; sellerId: string },
    r: { returnId: string; amount: number; returnedAt: Date },
  ) => Prisma.sql`
    INSERT INTO withdrawal_returns (id, "withdrawalId", "sellerId", "returnId", amount, "returnedAt")
    VALUES (gen_random_uuid(), ${withdrawal.id}::uuid, ${withdrawal.sellerId}::uuid, ${r.returnId}, ${r.amount}::int4,
      ${r.returnedAt}::timestamptz)`,
  examples: [
    [
      { id: ID, sellerId: ID },
      { returnId: "r", amount: 100, returnedAt: AT },
    ],
  ],
});

export const withdrawalConfigRow = defineQuery({
  name: "withdrawals.withdrawalConfigRow",
  columns: WITHDRAWAL_CONFIG,
  sql: (sellerId: string) => Prisma.sql`SELECT * FROM withdrawal_configs WHERE "sellerId" = ${sellerId}::uuid`,
  examples: [[ID]],
});

export type WithdrawalConfigValues = {
  minAmount: number;
  maxAmount: number;
  dailyLimit: number;
  feeType: FeeType;
  feeValue: number;
  mode: WithdrawalMode;
  allowApi: boolean;
};

/** Sets the seller's withdrawal config, created on the first change. */
export const upsertWithdrawalConfig = defineQuery({
  name: "withdrawals.upsertWithdrawalConfig",
  columns: WITHDRAWAL_CONFIG,
  sql: (sellerId: string, c: WithdrawalConfigValues) => Prisma.sql`
    INSERT INTO withdrawal_configs
      ("sellerId", "minAmount", "maxAmount", "dailyLimit", "feeType", "feeValue", mode, "allowApi", "updatedAt")
    VALUES (${sellerId}::uuid, ${c.minAmount}::int4, ${c.maxAmount}::int4, ${c.dailyLimit}::int8,
      ${c.feeType}::"FeeType", ${c.feeValue}::int4, ${c.mode}::"WithdrawalMode", ${c.allowApi}::boolean, now())
    ON CONFLICT ("sellerId") DO UPDATE SET
      "minAmount" = EXCLUDED."minAmount", "maxAmount" = EXCLUDED."maxAmount", "dailyLimit" = EXCLUDED."dailyLimit",
      "feeType" = EXCLUDED."feeType", "feeValue" = EXCLUDED."feeValue", mode = EXCLUDED.mode,
      "allowApi" = EXCLUDED."allowApi", "updatedAt" = now()
    RETURNING *`,
  examples: [
    [
      ID,
      {
        minAmount: 2_000,
        maxAmount: 500_000,
        dailyLimit: 5_000_000,
        feeType: "FIXED",
        feeValue: 200,
        mode: "MANUAL",
        allowApi: false,
      },
    ],
  ],
});

/** The seller's payout key in force, if any. */
export const currentPayoutKeyRow = defineQuery({
  name: "withdrawals.currentPayoutKeyRow",
  columns: PAYOUT_KEY,
  sql: (sellerId: string) =>
    Prisma.sql`SELECT * FROM payout_keys WHERE "sellerId" = ${sellerId}::uuid AND current = true LIMIT 1`,
  examples: [[ID]],
});

/** Whether one of the seller's live approved companies has that CNPJ, or that CPF as its legal representative's. */
export const isApprovedCompanyDocument = defineQuery({
  name: "withdrawals.isApprovedCompanyDocument",
  columns: { found: "bool" },
  sql: (sellerId: string, key: { pixKey: string; pixKeyType: PixKeyType }) => Prisma.sql`
    SELECT EXISTS (
      SELECT 1 FROM enterprises
      WHERE "userId" = ${sellerId}::uuid AND "deletedAt" IS NULL AND status = 'APPROVED'
        AND ${key.pixKeyType === "CNPJ" ? Prisma.sql`cnpj` : Prisma.sql`"legalRepCpf"`} = ${key.pixKey}
    ) AS found`,
  examples: [
    [ID, { pixKey: "12345678000195", pixKeyType: "CNPJ" }],
    [ID, { pixKey: "12345678909", pixKeyType: "CPF" }],
  ],
});

/** The key is no longer the seller's current one (NULL: the unique (sellerId, current) lets replaced keys be). */
export const replacePayoutKey = defineCommand({
  name: "withdrawals.replacePayoutKey",
  sql: (id: string, replacedAt: Date) => Prisma.sql`
    UPDATE payout_keys SET current = NULL, "replacedAt" = ${replacedAt}::timestamptz WHERE id = ${id}::uuid`,
  examples: [[ID, AT]],
});

export type NewPayoutKey = {
  sellerId: string;
  pixKey: string;
  pixKeyType: PixKeyType;
  holderVerified: boolean;
  payableFrom: Date | null;
  createdBy: string;
  createdAt: Date;
};

export const insertPayoutKey = defineQuery({
  name: "withdrawals.insertPayoutKey",
  columns: PAYOUT_KEY,
  sql: (k: NewPayoutKey) => Prisma.sql`
    INSERT INTO payout_keys (id, "sellerId", "pixKey", "pixKeyType", "holderVerified", "payableFrom", "createdBy", "createdAt")
    VALUES (gen_random_uuid(), ${k.sellerId}::uuid, ${k.pixKey}, ${k.pixKeyType}::"PixKeyType", ${k.holderVerified}::boolean,
      ${k.payableFrom}::timestamptz, ${k.createdBy}::uuid, ${k.createdAt}::timestamptz)
    RETURNING *`,
  examples: [
    [
      {
        sellerId: ID,
        pixKey: "a@example.com",
        pixKeyType: "EMAIL",
        holderVerified: false,
        payableFrom: null,
        createdBy: ID,
        createdAt: AT,
      },
    ],
  ],
});

/** An admin approved a payout to the key: trusted from now on, unless its holder was verified or it was trusted. */
export const trustPayoutKeyRow = defineCommand({
  name: "withdrawals.trustPayoutKeyRow",
  sql: (id: string, approvedAt: Date, approvedBy: string) => Prisma.sql`
    UPDATE payout_keys SET "approvedAt" = ${approvedAt}::timestamptz, "approvedBy" = ${approvedBy}::uuid
    WHERE id = ${id}::uuid AND "holderVerified" = false AND "approvedAt" IS NULL`,
  examples: [[ID, AT, ID]],
});
