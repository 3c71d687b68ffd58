import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore, type MigrationDatabase } from "@/lib/testing/migrations";
import { addMonths, formatMonth, monthOf, partitionName } from "./months";

// The migration that partitions payments, run on a database holding payments of earlier months, a refund, an
// infraction and a journal that reference them.
let database: MigrationDatabase;

beforeAll(async () => {
  database = await databaseBefore("partitioned_payments");
});

afterAll(() => database.drop());

const SELLER = "11111111-1111-4111-8111-111111111111";
const CUSTOMER = "22222222-2222-4222-8222-222222222222";

it("moves every payment into its month, references each from payment_refs, and points the references there", async () => {
  const { client, rows } = database;
  await client.query(`
    INSERT INTO users (id, email, "passwordHash", "companyName", "updatedAt")
    VALUES ('${SELLER}', 'a@example.com', 'x', 'c', now());
    INSERT INTO customers (id, "sellerId", name, email, "documentType", "documentNumber", "updatedAt")
    VALUES ('${CUSTOMER}', '${SELLER}', 'Comprador', 'c@example.com', 'CPF', '52998224725', now());
    -- 40 payments two days apart from the end of July 2026.
    INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid,
      "providerChargeId", "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), '${SELLER}', '${CUSTOMER}', 1000, 10, 5, 'api-pix', 'tx' || g, 'ch' || g, 'Comprador',
      'c@example.com', now(), '2026-07-30T00:00:00Z'::timestamptz + g * interval '2 days', now()
    FROM generate_series(1, 40) g;
    INSERT INTO refunds (id, "paymentId", "sellerId", amount, "providerRefundId", "updatedAt")
    SELECT gen_random_uuid(), id, '${SELLER}', 100, 'd1', now() FROM payments WHERE txid = 'tx1';
    INSERT INTO ledger_journals (id, kind, "sellerId", "paymentId") SELECT gen_random_uuid(), 'PAYMENT_CONFIRMED',
      '${SELLER}', id FROM payments WHERE txid = 'tx2';`);

  await database.migrate();

  const byPartition = await rows<{ partition: string; count: number }>(`
    SELECT tableoid::regclass::text AS partition, count(*)::int AS count FROM payments GROUP BY 1 ORDER BY 1`);
  expect(Object.fromEntries(byPartition.map((row) => [row.partition, row.count]))).toEqual({
    payments_2026_08: 16,
    payments_2026_09: 15,
    payments_2026_10: 9,
  });
  const partitions = (
    await rows<{ name: string }>(`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'payments'::regclass`)
  ).map((row) => row.name);
  for (let month = { year: 2026, month: 8 }; formatMonth(month) <= formatMonth(addMonths(monthOf(new Date()), 3));) {
    expect(partitions).toContain(partitionName("payments", month));
    month = addMonths(month, 1);
  }

  // One reference per payment, in its month; refunds, infractions and journals now reference payment_refs.
  const [refs] = await rows<{ count: number; matching: number }>(`
    SELECT count(*)::int AS count, count(p.id)::int AS matching FROM payment_refs r
    LEFT JOIN payments p ON p.id = r.id AND p."createdAt" = r."createdAt" AND p.txid = r.txid
      AND p."providerChargeId" = r."providerChargeId" AND p.purchaser = r.purchaser`);
  expect(refs).toEqual({ count: 40, matching: 40 });
  const references = await rows<{ name: string; target: string }>(`
    SELECT conname AS name, confrelid::regclass::text AS target FROM pg_constraint
    WHERE contype = 'f' AND conname IN ('refunds_paymentId_fkey', 'infractions_paymentId_fkey', 'ledger_journals_paymentId_fkey')
    ORDER BY 1`);
  expect(references).toEqual([
    { name: "infractions_paymentId_fkey", target: "payment_refs" },
    { name: "ledger_journals_paymentId_fkey", target: "payment_refs" },
    { name: "refunds_paymentId_fkey", target: "payment_refs" },
  ]);
  // No foreign key references payments itself: detaching a month reads no other table.
  expect(await rows(`SELECT conname FROM pg_constraint WHERE confrelid = 'payments'::regclass`)).toEqual([]);

  // The migrated keys are taken, and a new payment gets its reference from the trigger.
  await expect(
    client.query(`
      INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid,
        "customerName", "customerEmail", "expiresAt", "updatedAt")
      VALUES (gen_random_uuid(), '${SELLER}', '${CUSTOMER}', 1, 0, 0, 'api-pix', 'tx7', 'C', 'c@example.com', now(), now())`),
  ).rejects.toMatchObject({ code: "23505", constraint: "payment_refs_txid_key" });
  await client.query(`
    INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid,
      "customerName", "customerEmail", "expiresAt", "updatedAt")
    VALUES (gen_random_uuid(), '${SELLER}', '${CUSTOMER}', 1, 0, 0, 'api-pix', 'tx-new', 'C', 'c@example.com', now(), now())`);
  expect(await rows(`SELECT txid FROM payment_refs WHERE txid = 'tx-new'`)).toEqual([{ txid: "tx-new" }]);
  expect(await rows(`SELECT relname FROM pg_class WHERE relname LIKE '%_unpartitioned'`)).toEqual([]);
});
