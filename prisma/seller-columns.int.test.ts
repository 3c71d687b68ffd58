import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore, type MigrationDatabase } from "@/lib/testing/migrations";

// The migration that puts the seller's id on the tables that reached it through a parent row or a scope, run on a
// database holding rows of two sellers written before it: each row must come out with its parent's seller.
let database: MigrationDatabase;

beforeAll(async () => {
  database = await databaseBefore("seller_columns");
});

afterAll(() => database.drop());

const SELLER = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const LINK = "44444444-4444-4444-8444-444444444444";

/**
 * Per seller: a webhook with a delivery and its attempt, a refund of a reserve, a returned withdrawal, a held PIX with
 * a MED devolução, an answered infraction with a file, a company with a document.
 */
function rowsOf(seller: string, n: number) {
  return `
    INSERT INTO users (id, email, "passwordHash", "companyName", "updatedAt")
    VALUES ('${seller}', 'seller${n}@example.com', 'x', 'Loja ${n}', now());
    INSERT INTO seller_webhooks (id, "sellerId", url, events, secret, "updatedAt")
    VALUES (gen_random_uuid(), '${seller}', 'https://example.com/${n}', '{}', 's', now());
    INSERT INTO webhook_deliveries (id, "webhookId", "eventId", "eventType", payload)
    SELECT gen_random_uuid(), id, gen_random_uuid(), 'payment.created', '{}' FROM seller_webhooks
    WHERE "sellerId" = '${seller}';
    INSERT INTO webhook_attempts (id, "deliveryId", number, "durationMs")
    SELECT gen_random_uuid(), d.id, 1, 5 FROM webhook_deliveries d JOIN seller_webhooks w ON w.id = d."webhookId"
    WHERE w."sellerId" = '${seller}';

    INSERT INTO customers (id, "sellerId", name, email, "documentType", "documentNumber", "updatedAt")
    VALUES (gen_random_uuid(), '${seller}', 'Comprador', 'c@example.com', 'CPF', '52998224725', now());
    INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid,
      "customerName", "customerEmail", "expiresAt", "updatedAt")
    SELECT gen_random_uuid(), '${seller}', id, 1000, 10, 5, 'api-pix', 'tx${n}', 'Comprador', 'c@example.com', now(),
      now()
    FROM customers WHERE "sellerId" = '${seller}';
    INSERT INTO reserve_holds (id, "sellerId", "paymentId", amount, "releaseAt")
    SELECT gen_random_uuid(), '${seller}', id, 100, now() FROM payments WHERE "sellerId" = '${seller}';
    INSERT INTO refunds (id, "paymentId", "sellerId", amount, "providerRefundId", "updatedAt")
    SELECT gen_random_uuid(), id, '${seller}', 100, 'd${n}', now() FROM payments WHERE "sellerId" = '${seller}';
    INSERT INTO refund_reserve_parts ("refundId", "reserveHoldId", amount)
    SELECT r.id, h.id, 100 FROM refunds r JOIN reserve_holds h ON h."paymentId" = r."paymentId"
    WHERE r."sellerId" = '${seller}';

    INSERT INTO withdrawals (id, "sellerId", amount, fee, "netAmount", "pixKey", "pixKeyType", provider, "updatedAt")
    VALUES (gen_random_uuid(), '${seller}', 1000, 0, 1000, 'a@example.com', 'EMAIL', 'sandbox', now());
    INSERT INTO withdrawal_returns (id, "withdrawalId", "returnId", amount, "returnedAt")
    SELECT gen_random_uuid(), id, 'D${n}', 300, now() FROM withdrawals WHERE "sellerId" = '${seller}';

    INSERT INTO unmatched_pix (id, provider, "endToEndId", "paymentId", "sellerId", amount, reason, "devolucaoId",
      "receivedAt", "updatedAt")
    SELECT gen_random_uuid(), 'api-pix', 'E${n}', id, '${seller}', 1000, 'ALREADY_PAID', 'dev${n}', now(), now()
    FROM payments WHERE "sellerId" = '${seller}';
    INSERT INTO unmatched_pix_devolucoes ("unmatchedPixId", "devolucaoId", amount, nature, "returnedAt")
    SELECT id, 'med${n}', 100, 'MED_OPERACIONAL', now() FROM unmatched_pix WHERE "sellerId" = '${seller}';

    INSERT INTO infractions (id, "paymentId", "sellerId", amount, reason, "deadlineAt", "updatedAt")
    SELECT gen_random_uuid(), id, '${seller}', 100, 'golpe', now(), now() FROM payments WHERE "sellerId" = '${seller}';
    INSERT INTO infraction_responses (id, "infractionId", "sellerId", "authorId", text)
    SELECT gen_random_uuid(), id, '${seller}', '${seller}', 'entregue' FROM infractions WHERE "sellerId" = '${seller}';
    INSERT INTO infraction_response_files (id, "responseId", position, "storageKey", "contentType", "sizeBytes", sha256)
    SELECT gen_random_uuid(), id, 0, 'k${n}', 'application/pdf', 1, 'h' FROM infraction_responses
    WHERE "sellerId" = '${seller}';

    INSERT INTO enterprises (id, "userId", "commercialName", "invoiceName", "averageRevenue", "averageTicket",
      "productsServices", "contactEmail", "contactPhone", "sellsPhysicalProducts", cnpj, "companyName", "tradeName",
      phone, email, "addressZipCode", "addressStreet", "addressNumber", "addressNeighborhood", "addressCity",
      "addressState", "legalRepName", "legalRepCpf", "legalRepRole", "legalRepStartDate", "legalRepPhone",
      "legalRepEmail", "updatedAt")
    VALUES (gen_random_uuid(), '${seller}', 'Loja', 'Loja', 100000, 1000, 'roupas', 'e@example.com', '11987654321',
      true, '1122233300018${n}', 'Loja Ltda', 'Loja', '11987654321', 'e@example.com', '01001000', 'Rua A', '1',
      'Centro', 'São Paulo', 'SP', 'Fulano', '52998224725', 'sócio', '2020-01-01', '11987654321', 'f@example.com',
      now());
    INSERT INTO enterprise_documents (id, "enterpriseId", type, "storageKey", "contentType", "sizeBytes", sha256,
      "uploadedAt", "updatedAt")
    SELECT gen_random_uuid(), id, 'SOCIAL_CONTRACT', 'doc${n}', 'application/pdf', 1, 'h', now(), now()
    FROM enterprises WHERE "userId" = '${seller}';`;
}

/** For each table, the parent row that names its seller: the table, the reference to it, its seller column. */
const PARENTS: Record<string, [string, string, string]> = {
  webhook_deliveries: ["seller_webhooks", "webhookId", "sellerId"],
  webhook_attempts: ["webhook_deliveries", "deliveryId", "sellerId"],
  refund_reserve_parts: ["refunds", "refundId", "sellerId"],
  withdrawal_returns: ["withdrawals", "withdrawalId", "sellerId"],
  unmatched_pix_devolucoes: ["unmatched_pix", "unmatchedPixId", "sellerId"],
  infraction_response_files: ["infraction_responses", "responseId", "sellerId"],
  enterprise_documents: ["enterprises", "enterpriseId", "userId"],
};

it("fails, changing nothing, while an attempt's delivery is in no month of webhook_deliveries", async () => {
  const { client, rows } = database;
  await client.query(`
    INSERT INTO webhook_attempts (id, "deliveryId", number, "durationMs")
    VALUES ('66666666-6666-4666-8666-666666666666', gen_random_uuid(), 1, 5)`);
  await expect(database.migrate()).rejects.toThrow("attempts of deliveries found in no month of webhook_deliveries");
  expect(
    await rows(`SELECT table_name FROM information_schema.columns WHERE column_name = 'sellerId'
      AND table_name IN ('webhook_deliveries', 'idempotency_keys')`),
  ).toEqual([]);
  await client.query(`DELETE FROM webhook_attempts WHERE id = '66666666-6666-4666-8666-666666666666'`);
});

it("fills each table's seller from the row that names it, and makes it required where every row has one", async () => {
  const { client, rows } = database;
  await client.query(rowsOf(SELLER, 1) + rowsOf(OTHER, 2));
  // A PIX sent to the key without a charge, held with no seller, and a MED devolução of it.
  await client.query(`
    INSERT INTO unmatched_pix (id, provider, "endToEndId", amount, reason, "devolucaoId", "receivedAt", "updatedAt")
    VALUES (gen_random_uuid(), 'api-pix', 'E-no-charge', 500, 'NO_CHARGE', 'dev-no-charge', now(), now());
    INSERT INTO unmatched_pix_devolucoes ("unmatchedPixId", "devolucaoId", amount, nature, "returnedAt")
    SELECT id, 'med-no-charge', 500, 'MED_FRAUDE', now() FROM unmatched_pix WHERE "sellerId" IS NULL;`);
  // A delivery of January 2026, since archived, whose attempt came in February, a month still attached.
  await client.query(`
    CREATE TABLE webhook_deliveries_2026_01 PARTITION OF webhook_deliveries
      FOR VALUES FROM ('2026-01-01T00:00:00Z') TO ('2026-02-01T00:00:00Z');
    CREATE TABLE webhook_attempts_2026_02 PARTITION OF webhook_attempts
      FOR VALUES FROM ('2026-02-01T00:00:00Z') TO ('2026-03-01T00:00:00Z');
    INSERT INTO webhook_deliveries (id, "webhookId", "eventId", "eventType", payload, "createdAt")
    SELECT '55555555-5555-4555-8555-555555555555', id, gen_random_uuid(), 'payment.created', '{}', '2026-01-31T23:59:00Z'
    FROM seller_webhooks WHERE "sellerId" = '${OTHER}';
    INSERT INTO webhook_attempts (id, "deliveryId", number, "durationMs", "createdAt")
    VALUES (gen_random_uuid(), '55555555-5555-4555-8555-555555555555', 1, 5, '2026-02-01T00:00:30Z');
    ALTER TABLE webhook_deliveries DETACH PARTITION webhook_deliveries_2026_01;
    CREATE SCHEMA archive;
    ALTER TABLE webhook_deliveries_2026_01 SET SCHEMA archive;`);
  // Idempotency keys: a seller's; a buyer's on the other seller's link; a buyer's from before links were in the scope,
  // lapsed.
  await client.query(`
    INSERT INTO payment_links (id, "sellerId", description, hash, amount, "updatedAt")
    VALUES ('${LINK}', '${OTHER}', 'Camiseta', 'h1', 1000, now());
    INSERT INTO idempotency_keys (scope, key, "requestHash", "responseStatus", "responseBody", "expiresAt") VALUES
      ('${SELLER}:POST /api/v1/withdrawals', 'seller', 'h', 200, '{}', now() + interval '1 day'),
      ('public:POST /api/v1/payments:${LINK}:52998224725', 'buyer', 'h', 0, '{"ref": "x"}', now() + interval '1 day'),
      ('public:POST /api/v1/payments', 'legacy', 'h', 200, '{}', now() - interval '1 day');`);

  await database.migrate();

  for (const [table, [parent, reference, column]] of Object.entries(PARENTS)) {
    const pairs = await rows<{ own: string | null; parent: string | null }>(
      `SELECT c."sellerId" AS own, p."${column}" AS parent FROM ${table} c JOIN ${parent} p ON p.id = c."${reference}"`,
    );
    expect(pairs.length, table).toBeGreaterThanOrEqual(2);
    for (const pair of pairs) expect(pair.own, table).toBe(pair.parent);
    const sellers = new Set(pairs.map((pair) => pair.own));
    expect(sellers.has(SELLER) && sellers.has(OTHER), table).toBe(true);
  }
  expect(await rows(`SELECT "sellerId" FROM unmatched_pix_devolucoes WHERE "devolucaoId" = 'med-no-charge'`)).toEqual([
    { sellerId: null },
  ]);
  expect(
    await rows(`SELECT "sellerId" FROM webhook_attempts WHERE "deliveryId" = '55555555-5555-4555-8555-555555555555'`),
  ).toEqual([{ sellerId: OTHER }]);
  expect(await rows(`SELECT key, "sellerId" FROM idempotency_keys ORDER BY key`)).toEqual([
    { key: "buyer", sellerId: OTHER },
    { key: "seller", sellerId: SELLER },
  ]);

  // Required on every table but the devoluções of held PIX, and on every month of the partitioned ones.
  const { rows: nullable } = await client.query<{ table: string; nullable: boolean }>(
    `SELECT regexp_replace(c.relname, '_[0-9]{4}_[0-9]{2}$', '') AS table, bool_or(NOT a.attnotnull) AS nullable
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE a.attname = 'sellerId' AND n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND regexp_replace(c.relname, '_[0-9]{4}_[0-9]{2}$', '') = ANY($1)
     GROUP BY 1`,
    [[...Object.keys(PARENTS), "idempotency_keys"]],
  );
  expect(Object.fromEntries(nullable.map((row) => [row.table, row.nullable]))).toEqual({
    ...Object.fromEntries(Object.keys(PARENTS).map((table) => [table, table === "unmatched_pix_devolucoes"])),
    idempotency_keys: false,
  });
});
