import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { readableAccount } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { replicaRead } from "@/lib/db/replica";
import { AppError } from "@/lib/http/errors";
import { PageQuerySchema, pageWindow, toPage } from "@/lib/http/pagination";
import { centsToReais } from "@/lib/money";
import { dateRangeFields, withDateOrder } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";
import { sellerAccounts } from "./queries";
import { lineDescription } from "./statement-labels";
import { countStatementLines, FEE_KINDS, type StatementLine, statementLines } from "./statement";

export const BalanceSchema = z
  .object({
    sellerId: z.uuid(),
    availableBalance: z.number().meta({
      description: "Withdrawable; below zero while MED holds exceed it (future sales cover it first; withdrawals stop)",
    }),
    pendingBalance: z.number(),
    reservedBalance: z
      .number()
      .meta({ description: "Rolling reserve and precautionary hold, released at their dates" }),
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
    description: z.string().meta({ description: "The line as the seller reads it (pt-BR): which fee, for a fee" }),
    feeKind: z.enum(FEE_KINDS).nullable().meta({
      description:
        "SERVICE (the platform's), GATEWAY (the PIX provider's) or WITHDRAWAL; null for a line that is no fee",
    }),
    buyerName: z.string().nullable().meta({ description: "The buyer of the payment the line belongs to" }),
    balanceAfter: z.number().meta({
      description: "The available balance right after this line (reais; below zero while MED holds exceed it)",
    }),
    availableAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    refund: z
      .object({
        amount: z.number().meta({ description: "The whole refund, reais" }),
        fromReserve: z.number().meta({ description: "What the sale's reserve gave (or, refund not made, got back)" }),
        fromHeld: z.number().meta({ description: "What an infraction's hold gave (or got back)" }),
      })
      .nullable()
      .meta({
        description:
          "For a refund's line (reason REFUND): the refund in full; the line's own amount is the part from the available balance. null otherwise.",
      }),
  })
  .meta({ id: "Transaction", description: "One line of the seller's statement (their available balance)." });

export const StatementQuerySchema = withDateOrder(PageQuerySchema.extend(dateRangeFields));
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/** The seller's balances, from the ledger accounts (zero for a seller with no movement). */
/** The balances of the caller's account, or for an admin of `ofSeller`. */
export async function sellerBalance(actor: Actor, ofSeller?: string) {
  const sellerId = readableAccount(actor, ofSeller);
  const accounts = await sellerAccounts(direct, sellerId);
  const of = (type: string) => accounts.find((account) => account.type === type)?.balance ?? 0n;
  const updatedAt = accounts.reduce(
    (latest, account) => (account.updatedAt > latest ? account.updatedAt : latest),
    new Date(0),
  );
  return {
    sellerId,
    availableBalance: centsToReais(of("SELLER_AVAILABLE")),
    pendingBalance: centsToReais(of("SELLER_PENDING_WITHDRAWAL")),
    reservedBalance: centsToReais(of("SELLER_RESERVED")),
    heldBalance: centsToReais(of("SELLER_HELD")),
    updatedAt: (accounts.length ? updatedAt : new Date()).toISOString(),
  };
}

function toTransactionJson(line: StatementLine) {
  return {
    id: line.id,
    sellerId: line.sellerId,
    paymentId: line.paymentId,
    withdrawalId: line.withdrawalId,
    amount: centsToReais(line.amount < 0n ? -line.amount : line.amount),
    direction: line.amount < 0n ? ("DEBIT" as const) : ("CREDIT" as const),
    reason: line.reason,
    description: lineDescription(line),
    feeKind: line.feeKind,
    buyerName: line.buyerName,
    balanceAfter: centsToReais(line.balanceAfter),
    availableAt: line.availableAt.toISOString(),
    createdAt: line.createdAt.toISOString(),
    refund: line.refund && {
      amount: centsToReais(line.refund.total),
      fromReserve: centsToReais(line.refund.fromReserve),
      fromHeld: centsToReais(line.refund.fromHeld),
    },
  };
}

/**
 * The statement: entries of the seller's available account in a period, newest first, each with the balance after it.
 */
/** The statement of the caller's account, or for an admin of `ofSeller`. */
export async function listTransactions(
  actor: Actor,
  { startDate, endDate, ...page }: StatementQuery,
  ofSeller?: string,
) {
  const sellerId = readableAccount(actor, ofSeller);
  const { skip, take } = pageWindow(page);
  const [lines, total] = await replicaRead(actor, ({ sql }) =>
    Promise.all([
      statementLines(sql, sellerId, { startDate, endDate, limit: take, offset: skip }),
      countStatementLines(sql, sellerId, { startDate, endDate }),
    ]),
  );
  return toPage(lines.map(toTransactionJson), total, page);
}

export async function getTransaction(actor: Actor, id: string) {
  const entry = await db().ledgerEntry.findFirst({
    where: { id, account: { type: "SELLER_AVAILABLE" }, ...(actor.role !== "admin" && { sellerId: actor.sellerId }) },
    select: { sellerId: true },
  });
  if (!entry?.sellerId) throw new AppError("NOT_FOUND");
  const [line] = await statementLines(direct, entry.sellerId, { entryId: id, limit: 1, offset: 0 });
  return toTransactionJson(line!);
}
