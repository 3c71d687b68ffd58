import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type pg from "pg";
import { renderEmail } from "@/lib/email/templates";
import { computeFees, type FeeRule } from "@/lib/fees/calculate";
import { MAX_PAYMENT_CENTS, parseReais } from "@/lib/money";
import type { ChargeIntentPayload } from "@/lib/payments/issue-charge";
import { buildBrCode } from "@/lib/pix/br-code";
import { isTestPayment, payerDocument } from "@/lib/receipts/receipt-lines";
import { HttpError, NO_LINK, PAYMENT_COLUMNS, type PaymentRow, paymentJson } from "./payment-row";

const SANDBOX_PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
const TXID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

/** The outbox rows and their deliveries to the seller's endpoints, as emitEvent writes them. */
async function emitEvents(client: pg.PoolClient, sellerId: string, events: { type: string; data: unknown }[]) {
  const { rows } = await client.query<{ id: string; type: string; createdAt: Date }>(
    `INSERT INTO outbox_events (id, "sellerId", type, payload)
     SELECT gen_random_uuid(), $1, type, payload FROM unnest($2::text[], $3::jsonb[]) AS e(type, payload)
     RETURNING id, type, "createdAt"`,
    [sellerId, events.map((e) => e.type), events.map((e) => JSON.stringify(e.data))],
  );
  const bodies = rows.map((row, i) =>
    JSON.stringify({ id: row.id, type: row.type, createdAt: row.createdAt.toISOString(), data: events[i]!.data }),
  );
  await client.query(
    `INSERT INTO webhook_deliveries
       (id, "webhookId", "sellerId", "eventId", "eventType", payload, status, attempts, "nextAttemptAt", "createdAt")
     SELECT gen_random_uuid(), w.id, w."sellerId", e.id, e.type, e.body, 'PENDING', 0, now(), now()
     FROM seller_webhooks w, unnest($2::uuid[], $3::text[], $4::jsonb[]) AS e(id, type, body)
     WHERE w."sellerId" = $1 AND w."isActive" AND w."deletedAt" IS NULL AND (cardinality(w.events) = 0 OR e.type = ANY (w.events))`,
    [sellerId, rows.map((r) => r.id), rows.map((r) => r.type), bodies],
  );
}

type CustomerBody = { name: string; email: string; document: { type: string; number: string } };

/** The provider's charge for an intent: its id there and the BR Code the payer scans. */
export type ChargeIssuer = {
  provider: string;
  txid: (paymentId: string) => string;
  issue: (intent: { txid: string; createdAt: Date; payload: ChargeIntentPayload }) => Promise<IssuedCharge>;
};
type IssuedCharge = { chargeId: string; qrCode: string };

/** The sandbox's charges are local: a random txid, and the BR Code built here. */
export const SANDBOX_CHARGES: ChargeIssuer = {
  provider: "sandbox",
  txid: () => Array.from(randomBytes(25), (byte) => TXID_ALPHABET[byte % TXID_ALPHABET.length]).join(""),
  issue: async ({ txid, payload }) => ({
    chargeId: `sbx_${randomUUID()}`,
    qrCode: buildBrCode({
      pixKey: SANDBOX_PIX_KEY,
      merchantName: payload.merchantName,
      merchantCity: payload.merchantCity,
      amount: payload.amount,
      txid,
    }),
  }),
};

/**
 * POST /api/v1/payments for a seller: the same rows createPayment writes, in its two steps (ENGINEERING.md §7): the
 * intent with the customer and fees in one transaction, its read-back, the provider's charge outside any transaction,
 * then the intent marked done and the payment, its stat delta and its event in a second one.
 */
export async function createPayment(
  pool: pg.Pool,
  appUrl: string,
  charges: ChargeIssuer,
  sellerId: string,
  body: { amount: number | string; customer: CustomerBody; externalId?: string },
) {
  const amount = parseReais(body.amount);
  if (!amount || amount > MAX_PAYMENT_CENTS || !body.customer) throw new HttpError(400, "VALIDATION_FAILED");
  const customer = body.customer;
  const id = randomUUID();
  await inTransaction(pool, async (client) => {
    const {
      rows: [saved],
    } = await client.query<{ id: string; name: string; email: string }>(
      `INSERT INTO customers (id, "sellerId", name, email, "documentType", "documentNumber", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, now())
       ON CONFLICT ("sellerId", "documentNumber") DO UPDATE SET name = excluded.name, email = excluded.email, "updatedAt" = now()
       RETURNING id, name, email`,
      [
        sellerId,
        customer.name.trim(),
        customer.email.trim().toLowerCase(),
        customer.document.type.toUpperCase(),
        customer.document.number.replace(/\D/g, ""),
      ],
    );
    const { rows: fees } = await client.query<FeeRule & { sellerId: string | null }>(
      `SELECT "sellerId", target, "feeType", "feeValue" FROM fees WHERE "isActive" AND ("sellerId" = $1 OR "sellerId" IS NULL) ORDER BY target, "createdAt"`,
      [sellerId],
    );
    const own = (target: string) => fees.some((fee) => fee.sellerId === sellerId && fee.target === target);
    const split = computeFees(
      fees.filter((fee) => (own(fee.target) ? fee.sellerId === sellerId : fee.sellerId === null)),
      amount,
    );
    if (split.net <= 0) throw new HttpError(422, "FEES_EXCEED_AMOUNT");
    const {
      rows: [merchant],
    } = await client.query<{ companyName: string; commercialName: string | null; addressCity: string | null }>(
      `SELECT u."companyName", e."commercialName", e."addressCity" FROM users u
       LEFT JOIN LATERAL (SELECT "commercialName", "addressCity" FROM enterprises WHERE "userId" = u.id AND "deletedAt" IS NULL LIMIT 1) e ON true
       WHERE u.id = $1`,
      [sellerId],
    );
    const payload: ChargeIntentPayload = {
      answer: "seller",
      customerId: saved!.id,
      paymentLinkId: null,
      externalId: body.externalId ?? null,
      amount,
      serviceFee: split.serviceFee,
      gatewayFee: split.gatewayFee,
      customerName: saved!.name,
      customerEmail: saved!.email,
      payer: {
        name: saved!.name,
        documentType: customer.document.type.toUpperCase() as "CPF" | "CNPJ",
        documentNumber: customer.document.number,
      },
      description: null,
      metadata: null,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      merchantName: merchant!.commercialName ?? merchant!.companyName,
      merchantCity: merchant!.addressCity ?? "Sao Paulo",
    };
    await client.query(
      `INSERT INTO charge_intents (id, "sellerId", provider, txid, payload, "idempotencyScope", "idempotencyKey", "updatedAt")
       VALUES ($1, $2, $3, $4, $5::jsonb, NULL, NULL, now())`,
      [id, sellerId, charges.provider, charges.txid(id), JSON.stringify(payload)],
    );
  });
  const {
    rows: [intent],
  } = await pool.query<{ txid: string; payload: ChargeIntentPayload; createdAt: Date }>(
    `SELECT id, "sellerId", provider, txid, state, payload, "createdAt" FROM charge_intents WHERE id = $1`,
    [id],
  );
  const { payload } = intent!;
  const charge = await charges.issue(intent!);
  return inTransaction(pool, async (client) => {
    await client.query(
      `UPDATE charge_intents SET state = 'DONE', "updatedAt" = now() WHERE id = $1 AND state = 'PENDING_PROVIDER'`,
      [id],
    );
    const {
      rows: [payment],
    } = await client.query<PaymentRow>(
      `INSERT INTO payments (id, "sellerId", "customerId", "externalId", amount, "serviceFee", "gatewayFee", purchaser,
         "providerChargeId", txid, "qrCode", "customerName", "customerEmail", "expiresAt", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, now())
       RETURNING *`,
      [
        id,
        sellerId,
        payload.customerId,
        payload.externalId,
        payload.amount,
        payload.serviceFee,
        payload.gatewayFee,
        charges.provider,
        charge.chargeId,
        intent!.txid,
        charge.qrCode,
        payload.customerName,
        payload.customerEmail,
        new Date(payload.expiresAt),
      ],
    );
    await client.query(
      `INSERT INTO payment_stat_deltas ("sellerId", day, status, count, amount, net)
       VALUES ($1, ($2::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date, 'CREATED', 1, $3, $4)`,
      [sellerId, payment!.createdAt, payload.amount, payload.amount - payload.serviceFee - payload.gatewayFee],
    );
    const json = paymentJson({ ...payment!, ...NO_LINK }, appUrl);
    await emitEvents(client, sellerId, [{ type: "payment.created", data: json }]);
    return json;
  });
}

function verifySignature(secret: string, rawBody: string, header: string) {
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  const given = Buffer.from(parts.v1 ?? "", "hex");
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
  const fresh = Number.isFinite(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= 300;
  if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new HttpError(401, "INVALID_SIGNATURE");
}

type ChargeEvent = { id: string; type: string; chargeId: string; amount: number; occurredAt: string };

const SELLER_ACCOUNTS = ["SELLER_AVAILABLE", "SELLER_RESERVED", "SELLER_PENDING_WITHDRAWAL"];

/** The charge.paid callback: the same rows receiveProviderCallback + applyChargeEvent write, in one transaction. */
export async function finishCharge(pool: pg.Pool, appUrl: string, secret: string, rawBody: string, signature: string) {
  verifySignature(secret, rawBody, signature);
  const event = JSON.parse(rawBody) as ChargeEvent;
  if (event.type !== "charge.paid" || typeof event.chargeId !== "string" || !Number.isInteger(event.amount))
    throw new HttpError(400, "VALIDATION_FAILED");
  const outcome = await settleOnce(
    pool,
    appUrl,
    { provider: "sandbox", eventId: event.id, type: event.type, reference: event.chargeId, payload: rawBody },
    { by: "chargeId", amount: event.amount, paidAt: new Date(event.occurredAt), endToEndId: null },
  );
  return { received: true, outcome };
}

/** A provider's event as provider_events records it; the payload as JSON. */
export type ProviderEvent = { provider: string; eventId: string; type: string; reference: string; payload: string };
/** What the event says was paid, and how it names the payment: by the provider's charge id, or by our txid. */
export type Paid = { by: "chargeId" | "txid"; amount: number; paidAt: Date; endToEndId: string | null };

/** A provider's event applied once under its id (applyProviderEventOnce): the payment paid, in one transaction. */
export async function settleOnce(pool: pg.Pool, appUrl: string, event: ProviderEvent, paid: Paid) {
  return inTransaction(pool, async (client) => {
    const {
      rows: [received],
    } = await client.query<{ id: string; receivedAt: Date }>(
      `WITH key AS (INSERT INTO provider_event_keys (provider, "eventId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING provider)
       INSERT INTO provider_events (id, provider, "eventId", type, reference, payload, outcome)
       SELECT gen_random_uuid(), key.provider, $2, $3, $4, $5::jsonb, 'received' FROM key
       RETURNING id, "receivedAt"`,
      [event.provider, event.eventId, event.type, event.reference, event.payload],
    );
    if (!received) return "duplicate";
    const outcome = await applyPaid(client, appUrl, event, paid);
    await client.query(`UPDATE provider_events SET outcome = $3 WHERE id = $1 AND "receivedAt" = $2`, [
      received.id,
      received.receivedAt,
      outcome,
    ]);
    return outcome;
  });
}

async function applyPaid(client: pg.PoolClient, appUrl: string, event: ProviderEvent, paid: Paid) {
  const {
    rows: [payment],
  } = await client.query<PaymentRow>({
    // Prepared, as the project's lookups of a payment by key are (lib/payments/queries/rows.ts).
    name: `payment-by-${paid.by}`,
    text: `SELECT ${PAYMENT_COLUMNS} FROM payments p LEFT JOIN payment_links l ON l.id = p."paymentLinkId"
     WHERE (p.id, p."createdAt") IN (SELECT r.id, r."createdAt" FROM payment_refs r
       WHERE r.purchaser = $1 AND r.${paid.by === "txid" ? "txid" : `"providerChargeId"`} = $2) FOR UPDATE OF p`,
    values: [event.provider, event.reference],
  });
  if (!payment) return "unknown_reference";
  if (payment.amount !== paid.amount) return "amount_mismatch";
  if (payment.status !== "CREATED" && payment.status !== "PENDING") return "ignored";
  const confirmedAt = paid.paidAt;
  await client.query(
    `UPDATE payments SET status = 'FINISHED', "confirmedAt" = $2, "endToEndId" = $3, "updatedAt" = now()
     WHERE id = $1 AND "createdAt" = $4`,
    [payment.id, confirmedAt, paid.endToEndId, payment.createdAt],
  );
  const seller = payment.sellerId;
  const net = payment.amount - payment.serviceFee - payment.gatewayFee;
  const moves = payment.status === "CREATED" ? ["CREATED", "PENDING", "PENDING", "FINISHED"] : ["PENDING", "FINISHED"];
  await client.query(
    `INSERT INTO payment_stat_deltas ("sellerId", day, status, count, amount, net)
     SELECT $1, ($2::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date, m.status::"PaymentStatus", m.sign, m.sign * $3, m.sign * $4
     FROM unnest($5::text[], $6::int[]) AS m(status, sign)`,
    [seller, payment.createdAt, payment.amount, net, moves, moves.map((_, i) => (i % 2 === 0 ? -1 : 1))],
  );
  const {
    rows: [reserve],
  } = await client.query<{ percentage: number; days: number; isActive: boolean }>(
    `SELECT percentage, days, "isActive" FROM reserve_configs WHERE "sellerId" = $1`,
    [seller],
  );
  const held = reserve?.isActive ? Math.floor((net * reserve.percentage * 2 + 1_000_000) / 2_000_000) : 0;
  const releaseAt = new Date(confirmedAt.getTime() + (reserve?.days ?? 0) * 86_400_000);
  await client.query(
    `INSERT INTO ledger_accounts (id, "sellerId", type, balance, "updatedAt")
     SELECT gen_random_uuid(), $1, t::"LedgerAccountType", 0, now() FROM unnest($2::text[]) t ON CONFLICT ("sellerId", type) DO NOTHING`,
    [seller, SELLER_ACCOUNTS],
  );
  const { rows: accounts } = await client.query<{ id: string; sellerId: string | null; type: string }>(
    `SELECT id, "sellerId", type FROM ledger_accounts WHERE "sellerId" = $1 OR "sellerId" IS NULL`,
    [seller],
  );
  const account = (type: string) => accounts.find((a) => a.type === type)!;
  const entries = [
    [account("PROVIDER_CLEARING"), -payment.amount, "PAYMENT_RECEIVED", confirmedAt],
    [account("SELLER_AVAILABLE"), payment.amount, "PAYMENT_RECEIVED", confirmedAt],
    [account("SELLER_AVAILABLE"), -payment.serviceFee, "SYSTEM_FEE", confirmedAt],
    [account("PLATFORM_FEES"), payment.serviceFee, "SYSTEM_FEE", confirmedAt],
    [account("SELLER_AVAILABLE"), -payment.gatewayFee, "SYSTEM_FEE", confirmedAt],
    [account("GATEWAY_FEES"), payment.gatewayFee, "SYSTEM_FEE", confirmedAt],
    [account("SELLER_AVAILABLE"), -held, "RETENTION", confirmedAt],
    [account("SELLER_RESERVED"), held, "RETENTION", releaseAt],
  ].filter(([, amount]) => amount !== 0) as [{ id: string; sellerId: string | null }, number, string, Date][];
  const {
    rows: [journal],
  } = await client.query<{ id: string }>(
    `INSERT INTO ledger_journals (id, kind, "sellerId", "paymentId") VALUES (gen_random_uuid(), 'PAYMENT_CONFIRMED', $2, $1) RETURNING id`,
    [payment.id, payment.sellerId],
  );
  await client.query(
    `INSERT INTO ledger_entries (id, "journalId", "accountId", "sellerId", amount, reason, "paymentId", "availableAt")
     SELECT gen_random_uuid(), $1, e.account, e.seller, e.amount, e.reason::"LedgerReason", $2, e.at
     FROM unnest($3::uuid[], $4::uuid[], $5::bigint[], $6::text[], $7::timestamptz[]) AS e(account, seller, amount, reason, at)`,
    [
      journal!.id,
      payment.id,
      entries.map((e) => e[0].id),
      entries.map((e) => e[0].sellerId),
      entries.map((e) => e[1]),
      entries.map((e) => e[2]),
      entries.map((e) => e[3]),
    ],
  );
  // Seller accounts only: platform accounts keep no cached balance (postJournal, migration platform_accounts_uncached).
  const deltas = new Map<string, number>();
  for (const [acct, amount] of entries)
    if (acct.sellerId !== null) deltas.set(acct.id, (deltas.get(acct.id) ?? 0) + amount);
  // Locked in id order, as postJournal does, so concurrent journals cannot deadlock;
  // NO KEY UPDATE is the lock an UPDATE takes, compatible with the KEY SHARE the entries' foreign keys hold.
  await client.query(`SELECT id FROM ledger_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [
    [...deltas.keys()],
  ]);
  await client.query(
    `UPDATE ledger_accounts a SET balance = a.balance + d.delta, "updatedAt" = now() FROM unnest($1::uuid[], $2::bigint[]) AS d(id, delta) WHERE a.id = d.id`,
    [[...deltas.keys()], [...deltas.values()]],
  );
  if (held > 0) {
    await client.query(
      `INSERT INTO reserve_holds (id, "sellerId", "paymentId", amount, "releaseAt") VALUES (gen_random_uuid(), $1, $2, $3, $4)`,
      [seller, payment.id, held, releaseAt],
    );
  }
  if (payment.paymentLinkId) {
    await client.query(
      `UPDATE payment_links SET "qtdPayments" = "qtdPayments" + 1, "updatedAt" = now() WHERE id = $1`,
      [payment.paymentLinkId],
    );
  }
  const pending = paymentJson({ ...payment, status: "PENDING" }, appUrl);
  const finished = paymentJson({ ...payment, status: "FINISHED", confirmedAt, endToEndId: paid.endToEndId }, appUrl);
  await emitEvents(client, seller, [
    ...(payment.status === "CREATED" ? [{ type: "payment.pending", data: pending }] : []),
    { type: "payment.finished", data: finished },
  ]);
  await queuePaidEmails(client, { ...payment, endToEndId: paid.endToEndId }, confirmedAt);
  return "applied";
}

/**
 * The buyer's receipt and the seller's notice, rendered and queued as lib/payments/payment-emails.ts does: one read
 * (the seller and the buyer's document), one insert.
 */
async function queuePaidEmails(client: pg.PoolClient, payment: PaymentRow, confirmedAt: Date) {
  const {
    rows: [seller],
  } = await client.query<{
    email: string;
    companyName: string;
    commercialName: string | null;
    legalName: string | null;
    cnpj: string | null;
    documentType: "CPF" | "CNPJ";
    documentNumber: string;
  }>(
    `SELECT u.email, u."companyName", e."commercialName", e."companyName" AS "legalName", e.cnpj,
            c."documentType", c."documentNumber" FROM users u
     LEFT JOIN LATERAL (SELECT "commercialName", "companyName", cnpj FROM enterprises WHERE "userId" = u.id AND status = 'APPROVED' AND "deletedAt" IS NULL ORDER BY "reviewedAt" DESC NULLS LAST LIMIT 1) e ON true
     JOIN customers c ON c.id = $2
     WHERE u.id = $1`,
    [payment.sellerId, payment.customerId],
  );
  const description = payment.linkDescription;
  const receipt = renderEmail("buyer.receipt", {
    paymentId: payment.id,
    txid: payment.txid,
    endToEndId: payment.endToEndId,
    amount: payment.amount,
    refundedAmount: 0,
    confirmedAt,
    sellerName: seller!.commercialName ?? seller!.companyName,
    sellerLegalName: seller!.legalName,
    sellerCnpj: seller!.cnpj,
    customerName: payment.customerName,
    payerDocument: payerDocument(seller!.documentType, seller!.documentNumber),
    description,
    test: isTestPayment(payment.purchaser),
    checkoutPath: payment.linkHash ? `/checkout/${payment.linkHash}?payment=${payment.id}` : null,
  });
  const paid = renderEmail("seller.paid", {
    paymentId: payment.id,
    amount: payment.amount,
    paidAt: confirmedAt,
    description,
  });
  const ids = [randomUUID(), randomUUID()];
  await client.query(
    `WITH email AS (
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         AS e(id, "dedupeKey", "to", template, subject, text, html, "messageId")),
     key AS (INSERT INTO email_dedupe_keys ("dedupeKey") SELECT "dedupeKey" FROM email ON CONFLICT DO NOTHING RETURNING "dedupeKey")
     INSERT INTO email_outbox (id, "dedupeKey", "to", template, subject, text, html, "messageId")
     SELECT email.* FROM email JOIN key USING ("dedupeKey")`,
    [
      ids,
      [`buyer.receipt:${payment.id}`, `seller.paid:${payment.id}`],
      [payment.customerEmail, seller!.email],
      ["buyer.receipt", "seller.paid"],
      [receipt.subject, paid.subject],
      [receipt.text, paid.text],
      [receipt.html, paid.html],
      ids.map((id) => `<${id}@bench>`),
    ],
  );
}
