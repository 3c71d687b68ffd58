// The API Pix scenarios' side of the bench: the payments they use up, held both by the bench's database and by the PSP
// stand-in (a child process, api-pix-psp.ts, built anew every run from the database), and the stand-in's own figures.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type pg from "pg";
import { centsToDecimal } from "@/lib/money";
import { pspRequest, type Tls } from "@/scripts/psp/testing";
import {
  BENCH_DIR,
  DATASET,
  type Fixtures,
  type PaidPix,
  PAID_PIX_POOL_MARK,
  REFUNDABLE_POOL_MARK,
  ROOT,
} from "./config";
import { customer, GATEWAY_FEE, QR_CODE, seller, SERVICE_FEE } from "./seed";

const PIX_INPUT = path.join(BENCH_DIR, "api-pix-psp.json");
/** The stand-in's ISPB, inside every end-to-end id it issues. */
const ISPB = "12345678";

/** An end-to-end id as the stand-in writes one: "E", ISPB, the minute (UTC) and 11 characters, here of the txid. */
const endToEndIdSql = (at: string, txid: string) =>
  `'E${ISPB}' || to_char((${at}) AT TIME ZONE 'UTC', 'YYYYMMDDHH24MI') || substr(${txid}, 1, 11)`;

/**
 * Tops both pools up to `size`: CREATED API Pix payments whose Pix the stand-in will hold (each notified once), and
 * FINISHED ones, paid an hour ago (inside the 90 days of a devolução) with their confirmation journal, never refunded.
 * Their txid is their id's hex digits, as the project derives it; each counted in the stat deltas as createPayment and
 * the settlement count them. A millisecond apart, as the callback pool (topUpCallbackPool).
 */
export async function topUpApiPixPools(client: pg.Client, size: number) {
  const {
    rows: [missing],
  } = await client.query<{ paid: number; refundable: number }>(
    `SELECT greatest($1 - count(*) FILTER (WHERE "externalId" = $2 AND status = 'CREATED'), 0)::int AS paid,
       greatest($1 - count(*) FILTER (WHERE "externalId" = $3 AND status = 'FINISHED'
         AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r."paymentId" = p.id)), 0)::int AS refundable
     FROM payments p WHERE purchaser = 'api-pix'`,
    [size, PAID_PIX_POOL_MARK, REFUNDABLE_POOL_MARK],
  );
  const drawn = `
    drawn AS (
      SELECT id, replace(id::text, '-', '') AS txid, s, k, amount, g * interval '1 millisecond' AS earlier FROM (
        SELECT gen_random_uuid() AS id, 2 + g % ($2 - 1) AS s, 1 + g % $3 AS k, 1000 + floor(random() * 49000)::int AS amount, g
        FROM generate_series(1, $1) g) ids)`;
  const columns = `id, "sellerId", "customerId", "externalId", amount, "serviceFee", "gatewayFee", status, purchaser,
    "providerChargeId", txid, "qrCode", "customerName", "customerEmail"`;
  const values = (mark: string, status: string) => `id, ${seller("s")}, ${customer("s", "k")}, '${mark}', amount,
    ${SERVICE_FEE("amount")}, ${GATEWAY_FEE("amount")}, '${status}', 'api-pix', txid, txid, ${QR_CODE("amount", "txid")},
    'Cliente ' || k || ' Loja ' || s, 'cliente' || k || '.loja' || s || '@example.com'`;
  const statDeltas = (status: string) => `
    INSERT INTO payment_stat_deltas ("sellerId", day, status, count, amount, net, "gatewayFee")
    SELECT "sellerId", ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date, '${status}', count(*), sum(amount),
      sum(amount - "serviceFee" - "gatewayFee"), sum("gatewayFee")
    FROM inserted GROUP BY 1, 2`;
  const parameters = (count: number) => [count, DATASET.sellers, DATASET.customersPerSeller];
  if (missing!.paid > 0) {
    await client.query(
      `WITH ${drawn},
       inserted AS (
         INSERT INTO payments (${columns}, "expiresAt", "createdAt", "updatedAt")
         SELECT ${values(PAID_PIX_POOL_MARK, "CREATED")}, now() + interval '7 days', now() - earlier, now() FROM drawn
         RETURNING "sellerId", "createdAt", amount, "serviceFee", "gatewayFee")
       ${statDeltas("CREATED")}`,
      parameters(missing!.paid),
    );
  }
  if (missing!.refundable > 0) {
    const platform = (type: string) => `(SELECT id FROM ledger_accounts WHERE "sellerId" IS NULL AND type = '${type}')`;
    await client.query(
      `WITH ${drawn},
       inserted AS (
         INSERT INTO payments (${columns}, "expiresAt", "confirmedAt", "endToEndId", "createdAt", "updatedAt")
         SELECT ${values(REFUNDABLE_POOL_MARK, "FINISHED")}, now() - interval '10 minutes', now() - interval '1 hour' - earlier,
           ${endToEndIdSql("now() - interval '1 hour'", "txid")}, now() - interval '70 minutes' - earlier, now()
         FROM drawn
         RETURNING id, "sellerId", "createdAt", "confirmedAt", amount, "serviceFee", "gatewayFee"),
       journals AS (
         INSERT INTO ledger_journals (id, kind, "sellerId", "paymentId", "createdAt")
         SELECT gen_random_uuid(), 'PAYMENT_CONFIRMED', "sellerId", id, "confirmedAt" FROM inserted RETURNING id, "paymentId"),
       entries AS (
         INSERT INTO ledger_entries (id, "journalId", "accountId", "sellerId", amount, reason, "paymentId", "availableAt",
           "createdAt")
         SELECT gen_random_uuid(), j.id,
           CASE e.account WHEN 'seller' THEN a.id WHEN 'clearing' THEN ${platform("PROVIDER_CLEARING")}
             WHEN 'fees' THEN ${platform("PLATFORM_FEES")} ELSE ${platform("GATEWAY_FEES")} END,
           CASE WHEN e.account = 'seller' THEN p."sellerId" END, e.amount, e.reason::"LedgerReason", p.id, p."confirmedAt",
           p."confirmedAt"
         FROM journals j JOIN inserted p ON p.id = j."paymentId"
         JOIN ledger_accounts a ON a."sellerId" = p."sellerId" AND a.type = 'SELLER_AVAILABLE'
         CROSS JOIN LATERAL (VALUES
           ('clearing', -p.amount::bigint, 'PAYMENT_RECEIVED'), ('seller', p.amount::bigint, 'PAYMENT_RECEIVED'),
           ('seller', -p."serviceFee"::bigint, 'SYSTEM_FEE'), ('fees', p."serviceFee"::bigint, 'SYSTEM_FEE'),
           ('seller', -p."gatewayFee"::bigint, 'SYSTEM_FEE'), ('gateway', p."gatewayFee"::bigint, 'SYSTEM_FEE')
         ) e(account, amount, reason)),
       balances AS (
         UPDATE ledger_accounts a SET balance = a.balance + t.net, "updatedAt" = now()
         FROM (SELECT "sellerId", sum(amount - "serviceFee" - "gatewayFee") AS net FROM inserted GROUP BY 1) t
         WHERE a."sellerId" = t."sellerId" AND a.type = 'SELLER_AVAILABLE')
       ${statDeltas("FINISHED")}`,
      parameters(missing!.refundable),
    );
  }
  return missing!.paid + missing!.refundable;
}

const SELLER_INDEX = `substring(u.email FROM '^seller(\\d+)@')::int`;

/**
 * The pools as they stand, oldest first: the CREATED payments with the Pix that paid each (at the PSP only: no
 * notification has told us yet), and the FINISHED ones never refunded, with the Pix that paid each.
 */
export async function apiPixPools(client: pg.Client) {
  const { rows: open } = await client.query<{ txid: string; amount: number }>(
    `SELECT txid, amount FROM payments WHERE purchaser = 'api-pix' AND "externalId" = $1 AND status = 'CREATED'
     ORDER BY "createdAt", id`,
    [PAID_PIX_POOL_MARK],
  );
  const paidAt = new Date();
  const minute = paidAt.toISOString().slice(0, 16).replace(/[-T:]/g, "");
  const paidPix: PaidPix[] = open.map(({ txid, amount }) => ({
    endToEndId: `E${ISPB}${minute}${txid.slice(0, 11)}`,
    txid,
    valor: centsToDecimal(amount),
    horario: paidAt.toISOString(),
  }));
  const { rows: finished } = await client.query<{
    id: string;
    seller: number;
    amount: number;
    endToEndId: string;
    txid: string;
    confirmedAt: Date;
  }>(
    `SELECT p.id, ${SELLER_INDEX} AS seller, p.amount, p."endToEndId", p.txid, p."confirmedAt"
     FROM payments p JOIN users u ON u.id = p."sellerId"
     WHERE p.purchaser = 'api-pix' AND p."externalId" = $1 AND p.status = 'FINISHED'
       AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r."paymentId" = p.id)
     ORDER BY p."createdAt", p.id`,
    [REFUNDABLE_POOL_MARK],
  );
  return {
    paidPix,
    refundable: finished.map(({ id, seller, amount }) => ({ id, seller, amount })) satisfies Fixtures["refundable"],
    refundedPix: finished.map(({ endToEndId, txid, amount, confirmedAt }) => ({
      endToEndId,
      txid,
      valor: centsToDecimal(amount),
      horario: confirmedAt.toISOString(),
    })),
  };
}

/** The stand-in's API calls per request of a run, by method and path with the ids left out ("PUT /v2/cob/{id}"). */
export type PspCalls = Record<string, number>;

export type ApiPixPsp = {
  pid: number;
  /** The app's API Pix settings (lib/env.ts) for this stand-in. */
  settings: Record<string, string>;
  /** Empties the stand-in's request log, so that the next `calls` counts one run's. */
  reset(): Promise<void>;
  calls(requests: number): Promise<PspCalls>;
  stop(): Promise<void>;
};

const callShape = (method: string, pathname: string) =>
  `${method} ${pathname.replace(/\/(cob|pix|webhook|devolucao)\/[^/]+/g, "/$1/{id}")}`;

/** Starts the stand-in's child with these Pix; answers once it serves them. */
export async function startApiPixPsp(pix: PaidPix[]): Promise<ApiPixPsp> {
  writeFileSync(PIX_INPUT, JSON.stringify(pix));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "api-pix-psp.ts"), PIX_INPUT],
    { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] },
  );
  const { settings } = await new Promise<{ settings: Record<string, string> }>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the API Pix stand-in exited with ${code}`)));
    createInterface({ input: child.stdout! }).once("line", (line) => resolve(JSON.parse(line)));
  });
  const tls: Tls = {
    ca: readFileSync(settings.PIX_CA_FILE!, "utf8"),
    cert: readFileSync(settings.PIX_CERT_FILE!, "utf8"),
    key: readFileSync(settings.PIX_KEY_FILE!, "utf8"),
  };
  const control = settings.PIX_STAND_IN_URL!;
  return {
    pid: child.pid!,
    settings,
    async reset() {
      await pspRequest(tls, "POST", `${control}/reset`);
    },
    async calls(requests) {
      const logged = (await pspRequest(tls, "GET", `${control}/requests`)).body as { method: string; path: string }[];
      const counts: PspCalls = {};
      for (const { method, path: pathname } of logged) {
        const shape = callShape(method, pathname);
        counts[shape] = (counts[shape] ?? 0) + 1;
      }
      return Object.fromEntries(
        Object.entries(counts).map(([shape, count]) => [shape, requests ? count / requests : 0]),
      );
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
