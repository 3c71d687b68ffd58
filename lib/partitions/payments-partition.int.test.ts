import { beforeAll, expect, it } from "vitest";
import { db, pgPool } from "@/lib/db/client";
import { direct, type RawQueryable } from "@/lib/db/direct";
import { Prisma } from "@/lib/db/generated/client";
import { paymentsWithLink } from "@/lib/payments/payment-rows";
import { paymentRowsWithLink } from "@/lib/payments/queries/rows";
import { fundSeller } from "@/lib/testing/payments";
import { insertUser } from "@/lib/testing/users";
import { addMonths, formatMonth, type Month, monthOf, monthStart, partitionName } from "./months";
import {
  analyzePartitionedTables,
  archiveMonth,
  ensurePartitions,
  listPartitions,
  PAYMENT_CLAIM_DAYS,
} from "./partitions";

// payments is partitioned by month of "createdAt"; what is unique across months, and what refunds, infractions and
// journals reference, is payment_refs (migration 20261128050000_partitioned_payments).

const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = addMonths(THIS_MONTH, -1);
const DAY_MS = 86_400_000;

const sql = async <T>(text: string, values: unknown[] = []) => (await pgPool().query(text, values)).rows as T[];
const lastInstantOf = (month: Month) => new Date(monthStart(addMonths(month, 1)).getTime() - 1);
const unique = () => crypto.randomUUID().replaceAll("-", "");

let sellerId: string;
let customerId: string;

const explainingAnalyze: RawQueryable = {
  $queryRaw: async <T>(query: TemplateStringsArray | Prisma.Sql) =>
    (await direct.$queryRaw(Prisma.sql`EXPLAIN (ANALYZE, COSTS OFF, FORMAT JSON) ${query as Prisma.Sql}`)) as T,
};

beforeAll(async () => {
  sellerId = (await insertUser({ approved: true })).id;
  customerId = (
    await db().customer.create({
      data: { sellerId, name: "Comprador", email: "c@example.com", documentType: "CPF", documentNumber: "52998224725" },
    })
  ).id;
  await ensurePartitions(addMonths(THIS_MONTH, -8), THIS_MONTH);
});

type Inserted = { id: string; txid: string; chargeId: string; partition: string };

async function insertPayment(createdAt: Date, keys: Partial<{ id: string; txid: string; chargeId: string }> = {}) {
  const [row] = await sql<Inserted>(
    `INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid,
       "providerChargeId", "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, 1000, 10, 5, 'api-pix', $4, $5, 'Comprador', 'c@example.com', $6, $6, now())
     RETURNING id, txid, "providerChargeId" AS "chargeId", tableoid::regclass::text AS partition`,
    [keys.id ?? crypto.randomUUID(), sellerId, customerId, keys.txid ?? unique(), keys.chargeId ?? unique(), createdAt],
  );
  return row!;
}

const refOf = async (id: string) =>
  (await sql<{ createdAt: Date; txid: string }>(`SELECT "createdAt", txid FROM payment_refs WHERE id = $1`, [id]))[0];

it("stores each payment in its month, and keeps its id, txid and provider's charge id unique across the months", async () => {
  const old = await insertPayment(lastInstantOf(LAST_MONTH));
  expect(old.partition).toBe(partitionName("payments", LAST_MONTH));

  const now = new Date();
  await expect(insertPayment(now, { txid: old.txid })).rejects.toMatchObject({
    code: "23505",
    constraint: "payment_refs_txid_key",
  });
  await expect(insertPayment(now, { chargeId: old.chargeId })).rejects.toMatchObject({
    code: "23505",
    constraint: "payment_refs_purchaser_providerChargeId_key",
  });
  await expect(insertPayment(now, { id: old.id })).rejects.toMatchObject({
    code: "23505",
    constraint: "payment_refs_pkey",
  });
  // Refused whole: no payment and no reference was left by the refused statements.
  expect(await db().payment.count({ where: { txid: old.txid } })).toBe(1);
  expect(await db().paymentRef.count({ where: { id: old.id } })).toBe(1);
});

it("finds a payment of an earlier month by its txid, its charge id or its id, reading that month's partition only", async () => {
  const month = addMonths(THIS_MONTH, -2);
  const payment = await insertPayment(monthStart(month));
  for (const key of [
    { provider: "api-pix", txid: payment.txid },
    { provider: "api-pix", chargeId: payment.chargeId },
    { id: payment.id },
    { id: payment.id, sellerId },
  ]) {
    expect((await paymentsWithLink(direct, key)).map((row) => row.id)).toEqual([payment.id]);
  }
  expect(await paymentsWithLink(direct, { id: payment.id, sellerId: crypto.randomUUID() })).toEqual([]);

  // The other months' partitions are never read: PostgreSQL prunes them once payment_refs named the month.
  const [explained] = (await paymentRowsWithLink(
    explainingAnalyze,
    { provider: "api-pix", txid: payment.txid },
    false,
  )) as unknown as { "QUERY PLAN": { Plan: Record<string, unknown> }[] }[];
  const scanned: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node["Relation Name"] && node["Actual Loops"] !== 0) scanned.push(String(node["Relation Name"]));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(explained!["QUERY PLAN"][0]!.Plan);
  expect(scanned.filter((name) => name.startsWith("payments_"))).toEqual([partitionName("payments", month)]);
});

it("follows a payment's keys and its month when they change, and refuses a new id", async () => {
  const payment = await insertPayment(new Date());
  const txid = unique();
  await sql(`UPDATE payments SET txid = $1 WHERE id = $2`, [txid, payment.id]);
  expect(await refOf(payment.id)).toMatchObject({ txid });
  // Its former txid is free again.
  await insertPayment(new Date(), { txid: payment.txid });

  // Moved to another month (the demo dates its history so): the row changes partition, its reference follows.
  const earlier = monthStart(addMonths(THIS_MONTH, -3));
  await sql(`UPDATE payments SET "createdAt" = $1 WHERE id = $2`, [earlier, payment.id]);
  expect(await refOf(payment.id)).toMatchObject({ createdAt: earlier });
  expect(await paymentsWithLink(direct, { provider: "api-pix", txid })).toMatchObject([{ id: payment.id }]);

  await expect(sql(`UPDATE payments SET id = $1 WHERE id = $2`, [crypto.randomUUID(), payment.id])).rejects.toThrow(
    /a payment's id never changes/,
  );
});

it("keeps refunds pointing at payments that exist, and a refunded payment from being deleted", async () => {
  const refund = (paymentId: string) =>
    sql(
      `INSERT INTO refunds (id, "paymentId", "sellerId", amount, "providerRefundId", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 100, $3, now())`,
      [paymentId, sellerId, unique()],
    );
  await expect(refund(crypto.randomUUID())).rejects.toMatchObject({
    code: "23503",
    constraint: "refunds_paymentId_fkey",
  });

  const refunded = await insertPayment(new Date());
  await refund(refunded.id);
  await expect(sql(`DELETE FROM payments WHERE id = $1`, [refunded.id])).rejects.toMatchObject({ code: "23503" });
  expect(await refOf(refunded.id)).toBeDefined();

  const plain = await insertPayment(new Date());
  await sql(`DELETE FROM payments WHERE id = $1`, [plain.id]);
  expect(await refOf(plain.id)).toBeUndefined();
});

it("archives a month of payments only once its refunds and claims are over; its keys stay taken", async () => {
  const month = addMonths(THIS_MONTH, -6);
  const payment = await insertPayment(new Date(monthStart(month).getTime() + DAY_MS));
  const [refund] = await sql<{ id: string }>(
    `INSERT INTO refunds (id, "paymentId", "sellerId", amount, "providerRefundId", status, "updatedAt")
     VALUES (gen_random_uuid(), $1, $2, 100, $3, 'PROCESSING', now()) RETURNING id`,
    [payment.id, sellerId, unique()],
  );
  const claimsEnd = monthStart(addMonths(month, 1)).getTime() + PAYMENT_CLAIM_DAYS * DAY_MS;

  await expect(archiveMonth("payments", month, new Date(claimsEnd - 1))).rejects.toThrow(
    /may still be refunded or claimed/,
  );
  await expect(archiveMonth("payments", month, new Date(claimsEnd))).rejects.toThrow(
    `payments ${formatMonth(month)}: 1 refunds and 0 infractions are still open`,
  );
  await sql(`UPDATE refunds SET status = 'DONE', "completedAt" = now() WHERE id = $1`, [refund!.id]);
  expect(await archiveMonth("payments", month, new Date(claimsEnd))).toBe("archived");

  expect((await listPartitions()).find((p) => p.name === partitionName("payments", month))).toMatchObject({
    state: "archived",
  });
  expect(await paymentsWithLink(direct, { provider: "api-pix", txid: payment.txid })).toEqual([]);
  const [archived] = await sql<{ id: string }>(
    `SELECT id FROM archive.${partitionName("payments", month)} WHERE txid = $1`,
    [payment.txid],
  );
  expect(archived).toEqual({ id: payment.id });
  // The refund still names it, and its txid, charge id and id are not given to a new payment.
  expect(await db().refund.count({ where: { paymentId: payment.id } })).toBe(1);
  await expect(insertPayment(new Date(), { txid: payment.txid })).rejects.toMatchObject({ code: "23505" });
  await expect(insertPayment(new Date(), { chargeId: payment.chargeId })).rejects.toMatchObject({ code: "23505" });
});

it("gathers the statistics of payments and ledger entries as a whole, which autovacuum leaves to each month", async () => {
  await insertPayment(new Date());
  await fundSeller(sellerId, 100);
  const inherited = () =>
    sql<{ table: string }>(
      `SELECT tablename AS table FROM pg_stats WHERE tablename IN ('payments', 'ledger_entries') AND attname = 'sellerId'
         AND inherited ORDER BY 1`,
    );
  expect(await inherited()).toEqual([]);
  expect(await analyzePartitionedTables()).toBe(2);
  expect(await inherited()).toEqual([{ table: "ledger_entries" }, { table: "payments" }]);
});

it("keeps every month's buyer-name index on a short pending list, months created later included", async () => {
  await ensurePartitions(addMonths(THIS_MONTH, 6), addMonths(THIS_MONTH, 6));
  const options = await sql<{ index: string; options: string[] | null }>(
    `SELECT c.relname AS index, c.reloptions AS options FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = '"payments_sellerId_customerName_idx"'::regclass`,
  );
  expect(options.map((row) => row.index)).toContain(
    `${partitionName("payments", addMonths(THIS_MONTH, 6))}_sellerId_customerName_idx`,
  );
  for (const row of options) expect(row.options).toEqual(["gin_pending_list_limit=64"]);
});
