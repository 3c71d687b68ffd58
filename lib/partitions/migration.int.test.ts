import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore, type MigrationDatabase } from "@/lib/testing/migrations";
import { addMonths, formatMonth, monthOf, partitionName } from "./months";

// The migration that partitions the history tables, run on a database holding rows of earlier months.
let database: MigrationDatabase;
let client: MigrationDatabase["client"];
let rows: MigrationDatabase["rows"];

beforeAll(async () => {
  database = await databaseBefore("partitioned_history");
  ({ client, rows } = database);
});

afterAll(() => database.drop());

it("moves every row into the partition of its month, keeps the dedupe keys, and makes the months ahead", async () => {
  await client.query(`
    INSERT INTO users (id, email, "passwordHash", "companyName", "updatedAt")
    VALUES ('11111111-1111-4111-8111-111111111111', 'a@example.com', 'x', 'c', now());
    INSERT INTO seller_webhooks (id, "sellerId", url, events, secret, "updatedAt")
    VALUES ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'https://x', '{}', 's', now());
    -- 60 events a day apart from mid-August 2026; 5 e-mails from the end of October; 3 deliveries and their attempts.
    INSERT INTO provider_events (id, provider, "eventId", type, payload, outcome, "receivedAt")
    SELECT gen_random_uuid(), 'api-pix', 'pix:' || g, 'pix.received', '{}', 'applied', '2026-08-15'::timestamptz + g * interval '1 day'
    FROM generate_series(1, 60) g;
    INSERT INTO email_outbox (id, "dedupeKey", "to", template, subject, text, html, "messageId", "createdAt")
    SELECT gen_random_uuid(), 'key:' || g, 'a@example.com', 't', 's', 't', 'h', 'm', '2026-10-29'::timestamptz + g * interval '1 day'
    FROM generate_series(1, 5) g;
    INSERT INTO webhook_deliveries (id, "webhookId", "eventId", "eventType", payload, "createdAt")
    SELECT gen_random_uuid(), '22222222-2222-4222-8222-222222222222', gen_random_uuid(), 't', '{}', '2026-09-29'::timestamptz + g * interval '1 day'
    FROM generate_series(1, 3) g;
    INSERT INTO webhook_attempts (id, "deliveryId", number, "durationMs", "createdAt")
    SELECT gen_random_uuid(), id, 1, 5, "createdAt" + interval '1 hour' FROM webhook_deliveries;`);

  await database.migrate();

  const byPartition = await rows<{ partition: string; count: string }>(`
    SELECT tableoid::regclass::text AS partition, count(*)::text AS count FROM provider_events GROUP BY 1
    UNION ALL SELECT tableoid::regclass::text, count(*)::text FROM email_outbox GROUP BY 1
    UNION ALL SELECT tableoid::regclass::text, count(*)::text FROM webhook_deliveries GROUP BY 1
    UNION ALL SELECT tableoid::regclass::text, count(*)::text FROM webhook_attempts GROUP BY 1 ORDER BY 1`);
  expect(Object.fromEntries(byPartition.map((row) => [row.partition, Number(row.count)]))).toEqual({
    provider_events_2026_08: 16,
    provider_events_2026_09: 30,
    provider_events_2026_10: 14,
    email_outbox_2026_10: 2,
    email_outbox_2026_11: 3,
    webhook_deliveries_2026_09: 1,
    webhook_deliveries_2026_10: 2,
    webhook_attempts_2026_09: 1,
    webhook_attempts_2026_10: 2,
  });

  // Every month from the oldest row's to three months ahead, for each table.
  const current = monthOf(new Date());
  const partitions = (
    await rows<{ name: string }>(`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'provider_events'::regclass`)
  ).map((row) => row.name);
  for (let month = { year: 2026, month: 8 }; formatMonth(month) <= formatMonth(addMonths(current, 3));) {
    expect(partitions).toContain(partitionName("provider_events", month));
    month = addMonths(month, 1);
  }

  // The keys came along: the migrated events and e-mails are not recorded again.
  const [keys] = await rows<{ events: string; emails: string }>(`
    SELECT (SELECT count(*) FROM provider_event_keys)::text AS events, (SELECT count(*) FROM email_dedupe_keys)::text AS emails`);
  expect(keys).toEqual({ events: "60", emails: "5" });
  const again = await client.query(
    `INSERT INTO provider_event_keys (provider, "eventId") VALUES ('api-pix', 'pix:7') ON CONFLICT DO NOTHING`,
  );
  expect(again.rowCount).toBe(0);
  // And no table is left behind.
  expect(await rows(`SELECT relname FROM pg_class WHERE relname LIKE '%_unpartitioned'`)).toEqual([]);
});
