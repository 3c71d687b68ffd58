import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { centsToReais } from "@/lib/money";
import { z } from "@/lib/zod";
import type { LedgerEntry } from "@/lib/db/generated/client";

export const BalanceSchema = z
  .object({
    sellerId: z.uuid(),
    availableBalance: z.number().meta({ description: "Withdrawable; below zero while MED holds exceed it (future sales cover it first; withdrawals stop)" }),
    pendingBalance: z.number(),
    reservedBalance: z.number().meta({ description: "Rolling reserve and precautionary hold, released at their dates" }),
    heldBalance: z.number().meta({ description: "Held by open MED infractions (GET /infractions says why)" }),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "SellerBalance" });

export const TransactionSchema = z
  .object({
    id: z.uuid(),
    sellerId: z.uuid(),
    paymentId: z.uuid().nullable(),
    withdrawalId: z.uuid().nullable(),
    amount: z.number(),
    direction: z.enum(["CREDIT", "DEBIT"]),
    reason: z.string(),
    availableAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Transaction", description: "One line of the seller's statement (their available balance)." });

/** The seller's balances, from the ledger accounts (zero for a seller with no movement). */
export async function sellerBalance(sellerId: string) {
  const accounts = await direct.$queryRaw<{ type: string; balance: bigint; updatedAt: Date }[]>`
    SELECT type, balance, "updatedAt" FROM ledger_accounts WHERE "sellerId" = ${sellerId}::uuid`;
  const of = (type: string) => accounts.find((account) => account.type === type)?.balance ?? 0n;
  const updatedAt = accounts.reduce((latest, account) => (account.updatedAt > latest ? account.updatedAt : latest), new Date(0));
  return {
    sellerId,
    availableBalance: centsToReais(of("SELLER_AVAILABLE")),
    pendingBalance: centsToReais(of("SELLER_PENDING_WITHDRAWAL")),
    reservedBalance: centsToReais(of("SELLER_RESERVED")),
    heldBalance: centsToReais(of("SELLER_HELD")),
    updatedAt: (accounts.length ? updatedAt : new Date()).toISOString(),
  };
}

function toTransactionJson(entry: LedgerEntry) {
  return {
    id: entry.id,
    sellerId: entry.sellerId!,
    paymentId: entry.paymentId,
    withdrawalId: entry.withdrawalId,
    amount: centsToReais(entry.amount < 0n ? -entry.amount : entry.amount),
    direction: entry.amount < 0n ? ("DEBIT" as const) : ("CREDIT" as const),
    reason: entry.reason,
    availableAt: entry.availableAt.toISOString(),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The statement: entries of the seller's available account, newest first. */
export async function listTransactions(sellerId: string, page: PageQuery) {
  const where = { sellerId, account: { type: "SELLER_AVAILABLE" as const } };
  const [rows, total] = await Promise.all([
    db().ledgerEntry.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db().ledgerEntry.count({ where }),
  ]);
  return toPage(rows.map(toTransactionJson), total, page);
}

export async function getTransaction(actor: Actor, id: string) {
  const entry = await db().ledgerEntry.findFirst({
    where: { id, account: { type: "SELLER_AVAILABLE" }, ...(actor.role !== "admin" && { sellerId: actor.userId }) },
  });
  if (!entry) throw new AppError("NOT_FOUND");
  return toTransactionJson(entry);
}
