// The devolução sweep's dataset: 90 days of API Pix PIX at a busy day's rate, held both by the PSP stand-in (built in
// memory by devolucao-sweep-psp.ts) and by the bench's own `pix_sweep` database (seeded once here), each PIX number g
// drawn by the same rules on both sides, so every devolução the PSP lists has its refund here unless it is a lost one.
import type pg from "pg";
import { withIndexesDropped } from "./bulk-load";
import { DATASET } from "./config";
import { createPastMonths, createSqlHelpers, customer, GATEWAY_FEE, seedAccounts, seller, SERVICE_FEE } from "./seed";

export const SWEEP = {
  /** A busy day, as the reconciliation's (scripts/bench/reconciliation.ts). */
  pixPerDay: 30_000,
  /** API Pix's devolução window, which the sweep reads. */
  days: 90,
  /** Of every 100 PIX, this many were returned in full by a devolução of ours (the seed's 7 % REFUNDED). */
  oursPerHundred: 7,
  /** MED devoluções whose notification was lost, made anew on PIX without a devolução for every run. */
  lostMeds: 100,
} as const;
export const SWEEP_PIX = SWEEP.pixPerDay * SWEEP.days;

export const sweepTxid = (g: number) => `sweep${String(g).padStart(27, "0")}`;
/** centavos: R$ 5,00 to R$ 999,99. */
export const sweepAmount = (g: number) => 500 + ((g * 7919) % 99_500);
export const hasOurDevolucao = (g: number) => g % 100 < SWEEP.oursPerHundred;
/** One PIX in 1,000 had half its amount returned by a MED devolução, booked when it was notified. */
export const hasBookedMed = (g: number) => g % 1000 === 7;
export const ourDevolucaoId = (g: number) => `D${String(g).padStart(31, "0")}`;
export const bookedMedId = (g: number) => `MED${String(g).padStart(29, "0")}`;
export const lostMedId = (g: number) => `LOST${String(g).padStart(28, "0")}`;

/**
 * Our side: 1,000 sellers (the main seed's accounts), a payment per PIX (FINISHED, or REFUNDED by a devolução of
 * ours), and a DONE refund per devolução the PSP holds: ours (ORIGINAL) and the booked MED ones (MED_OPERACIONAL).
 * No ledger history: the sweep reads none, and the MED devoluções it books post their own journals.
 */
export async function seedSweepDatabase(client: pg.Client, log: (line: string) => void) {
  await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'`);
  await createSqlHelpers(client);
  await seedAccounts(client, DATASET);
  await createPastMonths(client, SWEEP.days);
  await withIndexesDropped(client, ["payments", "payment_refs", "refunds"], async () => {
    const started = Date.now();
    await client.query(
      `INSERT INTO payments (id, "sellerId", "customerId", "externalId", amount, "serviceFee", "gatewayFee", status, purchaser,
         "providerChargeId", txid, "customerName", "customerEmail", "expiresAt", "confirmedAt", "refundedAt", "refundedAmount",
         "createdAt", "updatedAt")
       SELECT gen_random_uuid(), ${seller("s")}, ${customer("s", "k")}, 'sweep-' || g, amount, ${SERVICE_FEE("amount")},
         ${GATEWAY_FEE("amount")}, CASE WHEN ours THEN 'REFUNDED' ELSE 'FINISHED' END::"PaymentStatus", 'api-pix', txid, txid,
         'Cliente ' || k || ' Loja ' || s, 'cliente' || k || '.loja' || s || '@example.com', created + interval '1 hour', created,
         CASE WHEN ours THEN created + interval '1 day' END,
         CASE WHEN ours THEN amount WHEN g % 1000 = 7 THEN amount / 2 ELSE 0 END, created, created
       FROM (
         SELECT g, 1 + g % $2 AS s, 1 + g % $3 AS k, 'sweep' || lpad(g::text, 27, '0') AS txid,
           (500 + (g * 7919) % 99500)::int AS amount, g % 100 < $4 AS ours,
           now() - $5 * interval '1 day' + (g::float8 / $1) * ($5 * interval '1 day') AS created
         FROM generate_series(1::bigint, $1) g
       ) drawn`,
      [SWEEP_PIX, DATASET.sellers, DATASET.customersPerSeller, SWEEP.oursPerHundred, SWEEP.days],
    );
    await client.query(`
      INSERT INTO refunds (id, "paymentId", "sellerId", amount, reason, status, "providerRefundId", nature, "requestedBy",
        "createdAt", "completedAt", "updatedAt")
      SELECT gen_random_uuid(), id, "sellerId", "refundedAmount",
        CASE WHEN ours THEN 'Pedido devolvido' ELSE 'Devolução MED_OPERACIONAL feita pelo provedor' END, 'DONE',
        CASE WHEN ours THEN 'D' || lpad(g::text, 31, '0') ELSE 'MED' || lpad(g::text, 29, '0') END,
        CASE WHEN ours THEN 'ORIGINAL' ELSE 'MED_OPERACIONAL' END, CASE WHEN ours THEN "sellerId" END,
        "confirmedAt" + interval '1 day', "confirmedAt" + interval '1 day', "confirmedAt" + interval '1 day'
      FROM (SELECT *, substr(txid, 6)::bigint AS g, status = 'REFUNDED' AS ours FROM payments WHERE "refundedAmount" > 0) p`);
    log(
      `  ${SWEEP_PIX.toLocaleString("en")} payments and their refunds (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    log("  rebuilding indexes and constraints…");
  });
  await client.query("VACUUM ANALYZE");
}

/** PIX without any devolução, for this run's lost MED devoluções (they become refunded once the sweep books them). */
export async function pickLostMeds(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ g: number }>(
    `SELECT substr(txid, 6)::int AS g FROM payments
     WHERE purchaser = 'api-pix' AND "refundedAmount" = 0 ORDER BY random() LIMIT $1`,
    [SWEEP.lostMeds],
  );
  return rows.map((row) => row.g);
}
