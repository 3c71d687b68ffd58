// POST /api/v1/payments/{id}/refunds: the same statements as lib/refunds/service.ts requestRefund, in its three steps
// (the refund and its hold, the devolução asked for outside any transaction, its answer recorded).
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { centsToDecimal, parseReais } from "@/lib/money";
import type { PspCall } from "./api-pix";
import { HttpError, PAYMENT_COLUMNS, type PaymentRow } from "./payment-row";
import { inTransaction } from "./writes";

const SELLER_ACCOUNT_TYPES = [
  "SELLER_AVAILABLE",
  "SELLER_RESERVED",
  "SELLER_PENDING_WITHDRAWAL",
  "SELLER_PENDING_REFUND",
  "SELLER_HELD",
];
const PLATFORM_ACCOUNT_TYPES = ["PROVIDER_CLEARING", "PLATFORM_FEES", "GATEWAY_FEES", "UNMATCHED_RECEIPTS"];
const REFUND_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

type Account = { id: string; sellerId: string | null; type: string; balance: string };
type RefundRow = {
  id: string;
  paymentId: string;
  amount: number;
  reason: string | null;
  status: string;
  providerRefundId: string;
  nature: string;
  failureReason: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

/**
 * The seller's accounts of `types` locked in id order with the platform's read (lib/ledger/post-journal.ts
 * resolveAccounts), the seller's created first if any is missing.
 */
async function resolveAccounts(client: pg.PoolClient, sellerId: string, types: string[]) {
  const lock = async () =>
    (
      await client.query<Account>(
        `WITH locked AS (
           SELECT a.id, a."sellerId", a.type, a.balance FROM ledger_accounts a
           JOIN unnest($1::uuid[], $2::"LedgerAccountType"[]) AS r(seller, type) ON a."sellerId" = r.seller AND a.type = r.type
           ORDER BY a.id FOR NO KEY UPDATE OF a)
         SELECT id, "sellerId", type::text, balance FROM locked
         UNION ALL
         SELECT id, "sellerId", type::text, balance FROM ledger_accounts
         WHERE "sellerId" IS NULL AND type = ANY ($3::"LedgerAccountType"[])`,
        [types.map(() => sellerId), types, PLATFORM_ACCOUNT_TYPES],
      )
    ).rows;
  let accounts = await lock();
  if (accounts.filter((account) => account.sellerId !== null).length < types.length) {
    await client.query(
      `INSERT INTO ledger_accounts (id, "sellerId", type, balance, "updatedAt")
       SELECT gen_random_uuid(), s, t, 0, now()
       FROM unnest($1::uuid[]) AS s CROSS JOIN unnest($2::"LedgerAccountType"[]) AS t
       ON CONFLICT ("sellerId", type) DO NOTHING`,
      [[sellerId], SELLER_ACCOUNT_TYPES],
    );
    accounts = await lock();
  }
  return (type: string) => accounts.find((account) => account.sellerId === sellerId && account.type === type)!;
}

/** The refund and the hold of its amount, from the payment's reserve first (requestRefund's first transaction). */
async function recordRefund(
  client: pg.PoolClient,
  id: string,
  sellerId: string,
  paymentId: string,
  body: { amount?: number | string; reason?: string },
) {
  const {
    rows: [payment],
  } = await client.query<PaymentRow>({
    // Prepared, as the project's lookups of a payment by key are (lib/payments/queries/rows.ts).
    name: "payment-for-refund",
    text: `SELECT ${PAYMENT_COLUMNS} FROM payments p LEFT JOIN payment_links l ON l.id = p."paymentLinkId"
     WHERE (p.id, p."createdAt") IN (SELECT r.id, r."createdAt" FROM payment_refs r WHERE r.id = $1)
       AND p."sellerId" = $2 FOR UPDATE OF p`,
    values: [paymentId, sellerId],
  });
  if (!payment) throw new HttpError(404, "NOT_FOUND");
  if (payment.status !== "FINISHED") throw new HttpError(422, "INVALID_STATUS_TRANSITION");
  if (payment.confirmedAt && payment.confirmedAt.getTime() + REFUND_WINDOW_MS < Date.now())
    throw new HttpError(422, "REFUND_WINDOW_CLOSED");
  const {
    rows: [committed],
  } = await client.query<{ sum: string | null }>(
    `SELECT sum(amount) AS sum FROM refunds WHERE "paymentId" = $1 AND status <> 'FAILED'`,
    [payment.id],
  );
  const remaining = payment.amount - Number(committed?.sum ?? 0);
  const amount = body.amount === undefined ? remaining : parseReais(body.amount);
  if (amount === null || amount <= 0 || amount > remaining) throw new HttpError(422, "REFUND_EXCEEDS_PAYMENT");
  const {
    rows: [infraction],
  } = await client.query<{ unresolved: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM infractions WHERE "paymentId" = $1 AND status IN ('OPEN', 'REFUNDING')) AS unresolved`,
    [payment.id],
  );
  if (infraction!.unresolved) throw new HttpError(422, "INVALID_STATUS_TRANSITION");
  const { rows: holds } = await client.query<{ id: string; amount: number }>(
    `SELECT id, amount FROM reserve_holds WHERE "paymentId" = $1 AND "releasedAt" IS NULL ORDER BY "releaseAt" DESC FOR UPDATE`,
    [payment.id],
  );
  const parts: { id: string; amount: number }[] = [];
  let fromReserve = 0;
  for (const hold of holds) {
    const take = Math.min(hold.amount, amount - fromReserve);
    if (take <= 0) break;
    await client.query(
      take === hold.amount
        ? `UPDATE reserve_holds SET amount = amount - $2, "releasedAt" = now() WHERE id = $1`
        : `UPDATE reserve_holds SET amount = amount - $2 WHERE id = $1`,
      [hold.id, take],
    );
    parts.push({ id: hold.id, amount: take });
    fromReserve += take;
  }
  const seller = payment.sellerId;
  const available = (await resolveAccounts(client, seller, SELLER_ACCOUNT_TYPES))("SELLER_AVAILABLE");
  if (BigInt(available.balance) < BigInt(amount - fromReserve)) throw new HttpError(422, "INSUFFICIENT_BALANCE");
  const {
    rows: [refund],
  } = await client.query<RefundRow>(
    `INSERT INTO refunds (id, "paymentId", "sellerId", amount, reason, "providerRefundId", "requestedBy", "idempotencyScope",
       "idempotencyKey", nature, status, "updatedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $3, NULL, NULL, DEFAULT, DEFAULT, now())
     RETURNING *`,
    [id, payment.id, seller, amount, body.reason ?? null, id.replaceAll("-", "")],
  );
  if (parts.length) {
    await client.query(
      `INSERT INTO refund_reserve_parts ("refundId", "sellerId", "reserveHoldId", amount)
       SELECT $1, $2, part.hold, part.amount FROM unnest($3::uuid[], $4::int[]) AS part(hold, amount)`,
      [id, seller, parts.map((part) => part.id), parts.map((part) => part.amount)],
    );
  }
  const entries = (
    [
      ["SELLER_RESERVED", -fromReserve],
      ["SELLER_AVAILABLE", -(amount - fromReserve)],
      ["SELLER_PENDING_REFUND", amount],
    ] as const
  ).filter(([, cents]) => cents !== 0);
  const account = await resolveAccounts(
    client,
    seller,
    entries.map(([type]) => type),
  );
  const ids = entries.map(([type]) => account(type).id);
  // The journal, its entries and the seller balances in one statement, as lib/ledger/queries.ts insertJournal.
  await client.query(
    `WITH journal AS (
       INSERT INTO ledger_journals (id, kind, "sellerId", "paymentId", "withdrawalId", "createdAt")
       VALUES (gen_random_uuid(), 'REFUND_REQUESTED', $3, $1, NULL, $2) RETURNING id),
     entries AS (
       INSERT INTO ledger_entries (id, "journalId", "accountId", "sellerId", amount, reason, "paymentId", "withdrawalId", "availableAt", "createdAt")
       SELECT gen_random_uuid(), journal.id, e.account, $3, e.amount, 'REFUND', $1, NULL, $2, $2
       FROM journal, unnest($4::uuid[], $5::bigint[]) AS e(account, amount)),
     balances AS (
       UPDATE ledger_accounts a SET balance = a.balance + d.delta, "updatedAt" = now()
       FROM unnest($4::uuid[], $5::bigint[]) AS d(id, delta) WHERE a.id = d.id)
     SELECT id FROM journal`,
    [payment.id, new Date(), seller, ids, entries.map(([, cents]) => cents)],
  );
  return refund!;
}

/**
 * The refund recorded and held, the devolução asked for (PUT /pix/{e2eid}/devolucao/{id}), its answer recorded: the
 * stand-in answers every devolução EM_PROCESSAMENTO, so the refund is PROCESSING.
 */
export async function requestRefund(
  pool: pg.Pool,
  psp: PspCall,
  sellerId: string,
  paymentId: string,
  body: { amount?: number | string; reason?: string },
) {
  const id = randomUUID();
  await inTransaction(pool, (client) => recordRefund(client, id, sellerId, paymentId, body));
  const {
    rows: [refund],
  } = await pool.query<RefundRow>(
    `UPDATE refunds SET attempts = attempts + 1, "updatedAt" = now() WHERE id = $1 AND status = 'PENDING_PROVIDER'
     RETURNING *`,
    [id],
  );
  const {
    rows: [payment],
  } = await pool.query<{ endToEndId: string }>({
    name: "refund-payment",
    text: `SELECT p.* FROM payment_refs r JOIN payments p ON p.id = r.id AND p."createdAt" = r."createdAt" WHERE r.id = $1`,
    values: [refund!.paymentId],
  });
  await psp("PUT", `/pix/${payment!.endToEndId}/devolucao/${refund!.providerRefundId}`, {
    valor: centsToDecimal(refund!.amount),
    natureza: "ORIGINAL",
    ...(refund!.reason !== null && { descricao: refund!.reason.slice(0, 140) }),
  });
  const processing = await inTransaction(pool, async (client) => {
    await client.query(`SELECT * FROM refunds WHERE id = $1 FOR UPDATE`, [id]);
    const { rows } = await client.query<RefundRow>(
      `UPDATE refunds SET status = 'PROCESSING', "unknownSince" = NULL, "updatedAt" = now() WHERE id = $1 RETURNING *`,
      [id],
    );
    return rows[0]!;
  });
  return {
    id: processing.id,
    paymentId: processing.paymentId,
    amount: processing.amount / 100,
    reason: processing.reason,
    status: processing.status,
    nature: processing.nature,
    failureReason: processing.failureReason,
    createdAt: processing.createdAt.toISOString(),
    completedAt: processing.completedAt?.toISOString() ?? null,
  };
}
