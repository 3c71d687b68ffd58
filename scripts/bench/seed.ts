import { hashPassword } from "@/lib/auth/passwords";
import { commandsOn } from "@/lib/db/typed-sql";
import { addMonths, compareMonths, monthOf } from "@/lib/partitions/months";
import { createMonthPartition } from "@/lib/partitions/queries";
import type pg from "pg";
import { withIndexesDropped } from "./bulk-load";
import { ADMIN_EMAIL, BENCH_PASSWORD, CALLBACK_POOL_MARK, DATASET, type Dataset, sellerEmail } from "./config";

/**
 * Session helpers: deterministic version-4-shaped ids (so rows can reference each other without
 * joins, and zod's uuid check accepts them) and CPFs with valid check digits.
 */
export async function createSqlHelpers(client: pg.Client) {
  await client.query(`
    CREATE OR REPLACE FUNCTION pg_temp.bench_uuid(seed text) RETURNS uuid LANGUAGE sql IMMUTABLE AS
      $$ SELECT overlay(overlay(md5(seed) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`);
  await client.query(`
    CREATE OR REPLACE FUNCTION pg_temp.bench_cpf(base bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
    DECLARE digits text := lpad((base % 1000000000)::text, 9, '0'); total int; digit int;
    BEGIN
      FOR round IN 1..2 LOOP
        total := 0;
        FOR i IN 1..length(digits) LOOP total := total + substr(digits, i, 1)::int * (length(digits) + 2 - i); END LOOP;
        digit := (total * 10) % 11;
        digits := digits || CASE WHEN digit = 10 THEN 0 ELSE digit END;
      END LOOP;
      RETURN digits;
    END $$`);
}

/** Fees as the migration's platform defaults compute them: 1.50 + 0.99 % service, 0.5 % gateway, half-up. */
export const SERVICE_FEE = (amount: string) => `(150 + (${amount}::bigint * 9900 * 2 + 1000000) / 2000000)::int`;
export const GATEWAY_FEE = (amount: string) => `((${amount}::bigint * 5000 * 2 + 1000000) / 2000000)::int`;
/** A BR Code of realistic length; its CRC is a placeholder (nothing reads seeded codes back). */
export const QR_CODE = (amount: string, txid: string) =>
  `'00020126580014br.gov.bcb.pix01367d9f0335-8dcc-4054-9bf9-0dbd61d369065204000053039865406' || lpad((${amount} / 100.0)::numeric(12, 2)::text, 6, '0') || '5802BR5911LOJA BENCH6009SAO PAULO62290525' || ${txid} || '6304ABCD'`;

export const seller = (s: string) => `pg_temp.bench_uuid('seller-' || ${s})`;
export const customer = (s: string, k: string) => `pg_temp.bench_uuid('customer-' || ${s} || '-' || ${k})`;

/** The sellers with their companies, customers, payment links and ledger accounts. */
export async function seedAccounts(client: pg.Client, dataset: Dataset) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const emails = Array.from({ length: dataset.sellers }, (_, i) => sellerEmail(i + 1));
  await client.query(
    `INSERT INTO users (id, email, "passwordHash", role, "companyName", approved, "emailVerifiedAt", "createdAt", "updatedAt")
     SELECT ${seller("s")}, email, $1, 'seller'::"Role", 'Loja Bench ' || s || ' Ltda', true, now() - interval '400 days',
       now() - interval '400 days', now()
     FROM unnest($2::text[]) WITH ORDINALITY AS e(email, s)
     UNION ALL SELECT pg_temp.bench_uuid('admin'), $3, $1, 'admin'::"Role", 'Plataforma PIX', true,
       now() - interval '400 days', now() - interval '400 days', now()`,
    [passwordHash, emails, ADMIN_EMAIL],
  );
  // Each seller its own first owner, as lib/team/accounts.ts addFounder makes them.
  await client.query(
    `INSERT INTO memberships ("sellerId", "userId", role, "updatedAt")
     SELECT id, id, 'owner', now() FROM users WHERE role = 'seller'`,
  );
  await client.query(
    `INSERT INTO enterprises (id, "userId", "commercialName", "invoiceName", "averageRevenue", "averageTicket", "productsServices",
       "contactEmail", "contactPhone", "sellsPhysicalProducts", cnpj, "companyName", "tradeName", phone, email, "addressZipCode",
       "addressStreet", "addressNumber", "addressNeighborhood", "addressCity", "addressState", "legalRepName", "legalRepCpf",
       "legalRepRole", "legalRepStartDate", "legalRepPhone", "legalRepEmail", status, "submittedAt", "reviewedAt", "reviewedById",
       "createdAt", "updatedAt")
     SELECT pg_temp.bench_uuid('enterprise-' || s), ${seller("s")}, 'Loja Bench ' || s, 'LOJA BENCH ' || s || ' LTDA', 5000000, 9990,
       'Varejo', 'contato' || s || '@bench.pix.br', '11987654321', true, lpad(s::text, 8, '0') || '000100', 'Loja Bench ' || s || ' Ltda',
       'Bench ' || s, '1133334444', 'financeiro' || s || '@bench.pix.br', '01310100', 'Avenida Paulista', s::text, 'Bela Vista',
       'São Paulo', 'SP', 'Responsável ' || s, pg_temp.bench_cpf(200000000 + s), 'Sócio', '2020-01-01', '11912345678',
       'socio' || s || '@bench.pix.br', 'APPROVED', now() - interval '390 days', now() - interval '389 days', pg_temp.bench_uuid('admin'),
       now() - interval '395 days', now()
     FROM generate_series(1, $1) s`,
    [dataset.sellers],
  );
  await client.query(
    `INSERT INTO customers (id, "sellerId", name, email, "documentType", "documentNumber", "createdAt", "updatedAt")
     SELECT ${customer("s", "k")}, ${seller("s")}, 'Cliente ' || k || ' Loja ' || s, 'cliente' || k || '.loja' || s || '@example.com',
       'CPF', pg_temp.bench_cpf(100000000 + s * 100 + k), now() - interval '380 days', now()
     FROM generate_series(1, $1) s, generate_series(1, $2) k`,
    [dataset.sellers, dataset.customersPerSeller],
  );
  await client.query(
    `INSERT INTO payment_links (id, "sellerId", description, hash, amount, status, "createdAt", "updatedAt")
     SELECT pg_temp.bench_uuid('link-' || s || '-' || k), ${seller("s")}, 'Produto ' || k, 'bench' || s || 'x' || k, 990 + k * 1000,
       'ACTIVE', now() - interval '370 days', now()
     FROM generate_series(1, $1) s, generate_series(1, $2) k`,
    [dataset.sellers, dataset.linksPerSeller],
  );
  await client.query(
    `INSERT INTO ledger_accounts (id, "sellerId", type, balance, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), ${seller("s")}, t::"LedgerAccountType", 0, now() - interval '400 days', now()
     FROM generate_series(1, $1) s, unnest(ARRAY['SELLER_AVAILABLE', 'SELLER_RESERVED', 'SELLER_PENDING_WITHDRAWAL']) t`,
    [dataset.sellers],
  );
}

/**
 * The dataset's payments over its last days: seller 1 has the big history, the rest share the
 * others. Payments older than a day are settled (FINISHED, CANCELLED or REFUNDED); the last day
 * also holds CREATED and PENDING ones, still within their expiry.
 */
const PAYMENTS_SQL = `
  INSERT INTO payments (id, "sellerId", "customerId", "paymentLinkId", "externalId", amount, "serviceFee", "gatewayFee", status,
    purchaser, "providerChargeId", txid, "qrCode", "customerName", "customerEmail", "expiresAt", "confirmedAt", "cancelledAt",
    "cancelReason", "refundedAt", "createdAt", "updatedAt")
  SELECT gen_random_uuid(), ${seller("s")}, ${customer("s", "k")},
    CASE WHEN link > 0 THEN pg_temp.bench_uuid('link-' || s || '-' || link) END, 'pedido-' || g, amount,
    ${SERVICE_FEE("amount")}, ${GATEWAY_FEE("amount")}, status::"PaymentStatus", 'sandbox', 'sbx_' || gen_random_uuid(), txid,
    ${QR_CODE("amount", "txid")}, 'Cliente ' || k || ' Loja ' || s, 'cliente' || k || '.loja' || s || '@example.com',
    expires, confirmed, cancelled, CASE WHEN cancelled IS NOT NULL THEN 'Expirado' END, refunded, created,
    greatest(created, confirmed, cancelled, refunded)
  FROM (
    SELECT *,
      CASE WHEN status IN ('CREATED', 'PENDING') THEN created + interval '7 days' ELSE created + interval '1 hour' END AS expires,
      CASE WHEN status IN ('FINISHED', 'REFUNDED') THEN least(created + r_time * interval '50 minutes', now()) END AS confirmed,
      CASE WHEN status = 'CANCELLED' THEN least(created + interval '1 hour', now()) END AS cancelled,
      CASE WHEN status = 'REFUNDED' THEN least(created + interval '1 hour' + r_time * interval '10 days', now()) END AS refunded
    FROM (
      SELECT *, 'bench' || lpad(g::text, 20, '0') AS txid,
        CASE WHEN link > 0 THEN 990 + link * 1000 ELSE 500 + floor(r_amount * r_amount * 99500)::int END AS amount,
        CASE WHEN created > now() - interval '1 day' THEN
          CASE WHEN r_status < 0.15 THEN 'CREATED' WHEN r_status < 0.25 THEN 'PENDING' WHEN r_status < 0.80 THEN 'FINISHED'
               WHEN r_status < 0.95 THEN 'CANCELLED' ELSE 'REFUNDED' END
        ELSE CASE WHEN r_status < 0.70 THEN 'FINISHED' WHEN r_status < 0.93 THEN 'CANCELLED' ELSE 'REFUNDED' END
        END AS status
      FROM (
        SELECT g,
          CASE WHEN g <= $2 THEN 1 ELSE 2 + (g - $2 - 1) % ($3 - 1) END AS s,
          1 + floor(random() * $4)::int AS k,
          CASE WHEN random() < 0.2 THEN 1 + floor(random() * $5)::int ELSE 0 END AS link,
          now() - random() * ($6 * interval '1 day') AS created,
          random() AS r_status, random() AS r_amount, random() AS r_time
        FROM generate_series(1, $1) g
      ) drawn
    ) priced
  ) dated`;

/** The journals settlement.ts and lifecycle.ts would have posted (no reserve configured: nothing held). */
async function seedLedger(client: pg.Client) {
  await client.query(`
    INSERT INTO ledger_journals (id, kind, "sellerId", "paymentId", "createdAt")
    SELECT pg_temp.bench_uuid('jc' || id), 'PAYMENT_CONFIRMED', "sellerId", id, "confirmedAt" FROM payments WHERE status IN ('FINISHED', 'REFUNDED')
    UNION ALL
    SELECT pg_temp.bench_uuid('jr' || id), 'PAYMENT_REFUNDED', "sellerId", id, "refundedAt" FROM payments WHERE status = 'REFUNDED'`);
  const platform = `(SELECT id FROM ledger_accounts WHERE "sellerId" IS NULL AND type = '%s')`;
  const insertEntries = (journal: string, at: string, statuses: string, entries: string) =>
    client.query(`
      INSERT INTO ledger_entries (id, "journalId", "accountId", "sellerId", amount, reason, "paymentId", "availableAt", "createdAt")
      SELECT gen_random_uuid(), pg_temp.bench_uuid('${journal}' || p.id),
        CASE e.account WHEN 'seller' THEN a.id WHEN 'clearing' THEN ${platform.replace("%s", "PROVIDER_CLEARING")}
          WHEN 'fees' THEN ${platform.replace("%s", "PLATFORM_FEES")} ELSE ${platform.replace("%s", "GATEWAY_FEES")} END,
        CASE WHEN e.account = 'seller' THEN p."sellerId" END, e.amount, e.reason::"LedgerReason", p.id, p.${at}, p.${at}
      FROM payments p
      JOIN ledger_accounts a ON a."sellerId" = p."sellerId" AND a.type = 'SELLER_AVAILABLE'
      CROSS JOIN LATERAL (VALUES ${entries}) e(account, amount, reason)
      WHERE p.status IN (${statuses})`);
  await insertEntries(
    "jc",
    `"confirmedAt"`,
    `'FINISHED', 'REFUNDED'`,
    `
    ('clearing', -p.amount::bigint, 'PAYMENT_RECEIVED'), ('seller', p.amount::bigint, 'PAYMENT_RECEIVED'),
    ('seller', -p."serviceFee"::bigint, 'SYSTEM_FEE'), ('fees', p."serviceFee"::bigint, 'SYSTEM_FEE'),
    ('seller', -p."gatewayFee"::bigint, 'SYSTEM_FEE'), ('gateway', p."gatewayFee"::bigint, 'SYSTEM_FEE')`,
  );
  await insertEntries(
    "jr",
    `"refundedAt"`,
    `'REFUNDED'`,
    `
    ('seller', -(p.amount - p."serviceFee" - p."gatewayFee")::bigint, 'REFUND'), ('fees', -p."serviceFee"::bigint, 'REFUND'),
    ('gateway', -p."gatewayFee"::bigint, 'REFUND'), ('clearing', p.amount::bigint, 'REFUND')`,
  );
  await client.query(`
    UPDATE ledger_accounts a SET balance = t.total, "updatedAt" = now()
    FROM (SELECT "accountId", sum(amount) AS total FROM ledger_entries GROUP BY "accountId") t
    WHERE a.id = t."accountId" AND a."sellerId" IS NOT NULL`);
}

/**
 * The partitions of payments' and the ledger's months since `days` ago: a fresh database has the current month's and
 * those ahead (lib/partitions), and the dataset's history reaches further back.
 */
export async function createPastMonths(client: pg.Client, days: number) {
  const current = monthOf(new Date());
  for (let month = monthOf(new Date(Date.now() - (days + 1) * 86_400_000)); compareMonths(month, current) < 0;) {
    for (const table of ["payments", "ledger_journals", "ledger_entries"] as const) {
      await createMonthPartition(commandsOn(client), table, month);
    }
    month = addMonths(month, 1);
  }
}

/** The bulk seed of `dataset` on a freshly migrated database; returns the row counts. */
export async function seedDataset(client: pg.Client, dataset: Dataset, log: (line: string) => void) {
  await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'`);
  await createSqlHelpers(client);
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = Date.now();
    await run();
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  await step("sellers, enterprises, customers, links, accounts", () => seedAccounts(client, dataset));
  await createPastMonths(client, dataset.days);
  await withIndexesDropped(client, ["payments", "payment_refs", "ledger_journals", "ledger_entries"], async () => {
    await step(`${dataset.payments.toLocaleString("en")} payments`, () =>
      client.query(PAYMENTS_SQL, [
        dataset.payments,
        dataset.bigSellerPayments,
        dataset.sellers,
        dataset.customersPerSeller,
        dataset.linksPerSeller,
        dataset.days,
      ]),
    );
    await step("ledger journals, entries and balances", () => seedLedger(client));
    await step("payment links' paid counts", () =>
      client.query(`
        UPDATE payment_links l SET "qtdPayments" = t.n
        FROM (SELECT "paymentLinkId", count(*) AS n FROM payments WHERE status = 'FINISHED' AND "paymentLinkId" IS NOT NULL GROUP BY 1) t
        WHERE l.id = t."paymentLinkId"`),
    );
    // The totals are folded from these by the app's own fold (bench.ts, right after seeding).
    await step("payment_stat_deltas (one GROUP BY)", () =>
      client.query(`
        INSERT INTO payment_stat_deltas ("sellerId", day, status, count, amount, net, "gatewayFee")
        SELECT "sellerId", ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date, status, count(*), sum(amount), sum(amount - "serviceFee" - "gatewayFee"), sum("gatewayFee")
        FROM payments GROUP BY 1, 2, 3`),
    );
    log("  rebuilding indexes and constraints…");
  });
  await step("VACUUM ANALYZE", () => client.query("VACUUM ANALYZE"));
  return counts(client);
}

export async function counts(client: pg.Client) {
  const { rows } = await client.query<Record<string, string>>(`
    SELECT (SELECT count(*) FROM users WHERE role = 'seller') AS sellers,
           (SELECT count(*) FROM payments) AS payments,
           (SELECT count(*) FROM payments WHERE "sellerId" = pg_temp.bench_uuid('seller-1')) AS "bigSellerPayments",
           (SELECT count(*) FROM ledger_journals) AS "ledgerJournals",
           (SELECT count(*) FROM ledger_entries) AS "ledgerEntries",
           (SELECT count(*) FROM customers) AS customers,
           (SELECT count(*) FROM payment_stat_deltas) AS "statDeltas",
           (SELECT count(*) FROM payment_daily_totals) AS "dailyTotals"`);
  return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
}

/**
 * Tops the callback pool up to `size` CREATED payments (fresh, far from expiry), counted in the
 * stat deltas the way createPayment counts them, so reports stay equal to a recount. Created a millisecond apart: tens
 * of thousands sharing one instant would make every newest-first read (a search) sort the whole instant's rows.
 */
export async function topUpCallbackPool(client: pg.Client, size: number) {
  const { rows } = await client.query<{ missing: string }>(
    `SELECT greatest($1 - count(*), 0) AS missing FROM payments WHERE status = 'CREATED' AND "externalId" = $2`,
    [size, CALLBACK_POOL_MARK],
  );
  const missing = Number(rows[0]!.missing);
  if (missing === 0) return 0;
  await client.query(
    `WITH drawn AS (
       SELECT g, 2 + g % ($3 - 1) AS s, 1 + g % $4 AS k, 1000 + floor(random() * 49000)::int AS amount,
         'p' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 24) AS txid
       FROM generate_series(1, $1) g),
     inserted AS (
       INSERT INTO payments (id, "sellerId", "customerId", "externalId", amount, "serviceFee", "gatewayFee", status, purchaser,
         "providerChargeId", txid, "qrCode", "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), ${seller("s")}, ${customer("s", "k")}, $2, amount, ${SERVICE_FEE("amount")}, ${GATEWAY_FEE("amount")},
         'CREATED', 'sandbox', 'sbx_' || gen_random_uuid(), txid, ${QR_CODE("amount", "txid")}, 'Cliente ' || k || ' Loja ' || s,
         'cliente' || k || '.loja' || s || '@example.com', now() + interval '7 days', now() - g * interval '1 millisecond', now()
       FROM drawn
       RETURNING "sellerId", "createdAt", amount, "serviceFee", "gatewayFee")
     INSERT INTO payment_stat_deltas ("sellerId", day, status, count, amount, net, "gatewayFee")
     SELECT "sellerId", ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date, 'CREATED', count(*), sum(amount), sum(amount - "serviceFee" - "gatewayFee"), sum("gatewayFee")
     FROM inserted GROUP BY 1, 2`,
    [missing, CALLBACK_POOL_MARK, DATASET.sellers, DATASET.customersPerSeller],
  );
  return missing;
}
