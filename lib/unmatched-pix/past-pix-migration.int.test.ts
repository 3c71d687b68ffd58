import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { db, pgPool } from "@/lib/db/client";
import { expectLedgerConsistent, unmatchedReceipts } from "@/lib/testing/payments";
import { insertUser } from "@/lib/testing/users";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PAID_AT = "2026-11-20T15:00:00.000Z";

/** A PIX received as the provider events of earlier releases recorded it. */
function recordedPix(endToEndId: string, txid: string | null, amount: number, outcome: string) {
  return db().providerEvent.create({
    data: {
      provider: "api-pix",
      eventId: `pix:${endToEndId}`,
      type: "pix.received",
      reference: txid,
      payload: { endToEndId, txid, amount, paidAt: PAID_AT, refunds: [] },
      outcome,
    },
  });
}

async function finishedPayment(sellerId: string, endToEndId: string) {
  const customer = await db().customer.create({
    data: { sellerId, name: "Maria", email: "maria@example.com", documentType: "CPF", documentNumber: "52998224725" },
  });
  return db().payment.create({
    data: {
      sellerId,
      customerId: customer.id,
      amount: 2000,
      serviceFee: 100,
      gatewayFee: 20,
      status: "FINISHED",
      purchaser: "api-pix",
      txid: "f".repeat(32),
      customerName: "Maria",
      customerEmail: "maria@example.com",
      expiresAt: new Date(PAID_AT),
      confirmedAt: new Date(PAID_AT),
      endToEndId,
    },
  });
}

it("holds the PIX earlier releases only recorded (sent to the key without a charge, a second one on a paid charge), once each", async () => {
  const seller = await insertUser({ approved: true });
  const payment = await finishedPayment(seller.id, "E12345678202611201500paidfirst01");
  await recordedPix("E12345678202611201500paidfirst01", payment.txid, 2000, "applied");
  await recordedPix("E12345678202611201501tokey000001", null, 750, "unknown_reference");
  await recordedPix("E12345678202611201502unknowntxid", "a".repeat(32), 300, "unknown_reference");
  await recordedPix("E12345678202611201503paidtwice01", payment.txid, 2000, "ignored");
  // Already held (another amount): left as it is.
  await recordedPix("E12345678202611201504otheramount", payment.txid, 1999, "amount_mismatch");
  const before = await unmatchedReceipts();

  const migrations = path.join(ROOT, "prisma/migrations");
  const migration = readdirSync(migrations).find((name) => name.endsWith("_hold_past_pix_without_charge"))!;
  const sql = readFileSync(path.join(migrations, migration, "migration.sql"), "utf8");
  await pgPool().query(sql);

  const held = await db().unmatchedPix.findMany({ orderBy: { endToEndId: "asc" } });
  expect(held).toEqual([
    expect.objectContaining({
      endToEndId: "E12345678202611201501tokey000001",
      reason: "NO_CHARGE",
      paymentId: null,
      sellerId: null,
      amount: 750,
      status: "HELD",
      receivedAt: new Date(PAID_AT),
    }),
    expect.objectContaining({ endToEndId: "E12345678202611201502unknowntxid", reason: "NO_CHARGE", amount: 300 }),
    expect.objectContaining({
      endToEndId: "E12345678202611201503paidtwice01",
      reason: "ALREADY_PAID",
      paymentId: payment.id,
      sellerId: seller.id,
      amount: 2000,
    }),
  ]);
  for (const row of held) expect(row.devolucaoId).toBe(row.id.replaceAll("-", ""));
  expect(await unmatchedReceipts()).toBe(before + 3050n);
  expect(await db().ledgerJournal.count({ where: { kind: "UNMATCHED_PIX_HELD" } })).toBe(3);
  const outcomes = await db().providerEvent.findMany({ select: { eventId: true, outcome: true } });
  expect(Object.fromEntries(outcomes.map((event) => [event.eventId, event.outcome]))).toEqual({
    "pix:E12345678202611201500paidfirst01": "applied",
    "pix:E12345678202611201501tokey000001": "no_charge",
    "pix:E12345678202611201502unknowntxid": "no_charge",
    "pix:E12345678202611201503paidtwice01": "already_paid",
    "pix:E12345678202611201504otheramount": "amount_mismatch",
  });

  // Run again, it finds nothing left to hold.
  await pgPool().query(sql);
  expect(await db().unmatchedPix.count()).toBe(3);
  expect(await unmatchedReceipts()).toBe(before + 3050n);
  await expectLedgerConsistent();
});
