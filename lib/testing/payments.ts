import { cpf } from "cpf-cnpj-validator";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import { checkLedger } from "@/lib/ledger/integrity";
import { monthOf } from "@/lib/partitions/months";
import { ensurePartitions } from "@/lib/partitions/partitions";
import { sandboxProvider } from "@/lib/pix/providers";
import type { ApiClient } from "./http";

/**
 * The partitions of payments' months from `earliest` to now: a test database has the current month's and those
 * ahead, as a new database does, and a payment dated earlier needs its month (lib/partitions).
 */
export async function ensurePaymentMonths(earliest: Date) {
  await ensurePartitions(monthOf(earliest), monthOf(new Date()), ["payments"]);
}

export function buyer(overrides: Record<string, unknown> = {}) {
  return {
    name: "Maria Compradora",
    email: "maria@example.com",
    document: { type: "cpf", number: cpf.generate(true) },
    ...overrides,
  };
}

/** A payment link owned by the seller, created straight in the database. */
export async function createLink(sellerId: string, amount = 15_050) {
  return db().paymentLink.create({
    data: { sellerId, description: "Camiseta", amount, hash: `h${Math.random().toString(36).slice(2, 14)}` },
  });
}

/** Sends the sandbox's signed callback for a payment through the real webhook route. */
export async function sendCallback(
  api: ApiClient,
  paymentId: string,
  type: "charge.pending" | "charge.paid" | "charge.expired",
  amountOverride?: number,
) {
  const payment = await db().payment.findFirstOrThrow({ where: { id: paymentId } });
  const callback = sandboxProvider().signedCallback({
    type,
    chargeId: payment.providerChargeId!,
    amount: amountOverride ?? payment.amount,
  });
  return {
    callback,
    response: await api.post("/api/v1/providers/sandbox/webhook", {
      rawBody: callback.body,
      headers: callback.headers,
    }),
  };
}

export async function expectLedgerConsistent() {
  const problems = await checkLedger(direct);
  if (Object.values(problems).some((found) => found.length > 0)) {
    throw new Error(
      `ledger inconsistent: ${JSON.stringify(problems, (_, v) => (typeof v === "bigint" ? v.toString() : v))}`,
    );
  }
}

/** Gives a seller available money through a balanced manual adjustment. */
export async function fundSeller(sellerId: string, cents: number) {
  const { postJournal } = await import("@/lib/ledger/post-journal");
  await transaction((tx) =>
    postJournal(tx, {
      kind: "MANUAL_ADJUSTMENT",
      entries: [
        { account: { platform: "PROVIDER_CLEARING" }, amount: -cents, reason: "MANUAL_ADJUSTMENT" },
        { account: { seller: sellerId, type: "SELLER_AVAILABLE" }, amount: cents, reason: "MANUAL_ADJUSTMENT" },
      ],
    }),
  );
}

/**
 * Dates the seller's journals so far at `at`, with every entry of theirs: a journal and its entries share their
 * instant, as the ledger writes them (lib/ledger/queries.ts, insertJournal) and the ledger check expects.
 */
export async function backdateJournals(sellerId: string, at: Date) {
  await ensurePartitions(monthOf(at), monthOf(at), ["ledger_journals", "ledger_entries"]);
  await direct.$executeRaw`UPDATE ledger_entries SET "createdAt" = ${at}
    WHERE "journalId" IN (SELECT id FROM ledger_journals WHERE "sellerId" = ${sellerId}::uuid)`;
  await direct.$executeRaw`UPDATE ledger_journals SET "createdAt" = ${at} WHERE "sellerId" = ${sellerId}::uuid`;
}

/** What the platform holds of PIX that belong to no charge (its unmatched receipts), in centavos. */
export const unmatchedReceipts = async () =>
  (
    await db().ledgerEntry.aggregate({
      _sum: { amount: true },
      where: { account: { type: "UNMATCHED_RECEIPTS", sellerId: null } },
    })
  )._sum.amount ?? 0n;
