import { expect, it } from "vitest";
import { db, pgPool } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { queueEmail } from "@/lib/email/outbox";
import { insertEvents } from "@/lib/events/queries";
import { applyProviderEventOnce } from "@/lib/payments/provider-events";
import { insertUser } from "@/lib/testing/users";
import { addMonths, formatMonth, type Month, monthOf, monthStart, PARTITIONED_TABLES, partitionName } from "./months";
import { archiveMonth, createPartitionsAhead, ensurePartitions, listPartitions, MONTHS_AHEAD } from "./partitions";

const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = addMonths(THIS_MONTH, -1);
const TABLES = Object.keys(PARTITIONED_TABLES) as (keyof typeof PARTITIONED_TABLES)[];

const sql = async <T>(text: string, values: unknown[] = []) => (await pgPool().query(text, values)).rows as T[];
/** The last millisecond of a month. */
const lastInstantOf = (month: Month) => new Date(monthStart(addMonths(month, 1)).getTime() - 1);
const monthsOf = async (table: string) =>
  (await listPartitions()).filter((p) => p.table === table && p.state === "attached").map((p) => formatMonth(p.month));

it("has each table's current month and the months ahead from the migration, and the job adds the next ones once", async () => {
  const ahead = Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => formatMonth(addMonths(THIS_MONTH, i)));
  for (const table of TABLES) expect(await monthsOf(table)).toEqual(expect.arrayContaining(ahead));

  // The job run two months later: two more months for each table, then nothing on a second run.
  const later = monthStart(addMonths(THIS_MONTH, 2));
  expect(await createPartitionsAhead(later)).toBe(2 * TABLES.length);
  expect(await createPartitionsAhead(later)).toBe(0);
  for (const table of TABLES) {
    expect(await monthsOf(table)).toContain(formatMonth(addMonths(THIS_MONTH, MONTHS_AHEAD + 2)));
  }
});

it("stores a row in the partition of its month, to the millisecond at the boundary", async () => {
  const next = addMonths(THIS_MONTH, 1);
  const cases = [
    { at: lastInstantOf(THIS_MONTH), month: THIS_MONTH },
    { at: monthStart(next), month: next },
  ];
  for (const { at, month } of cases) {
    const [email] = await sql<{ partition: string }>(
      `INSERT INTO email_outbox (id, "dedupeKey", "to", template, subject, text, html, "messageId", "createdAt")
       VALUES (gen_random_uuid(), gen_random_uuid()::text, 'a@example.com', 't', 's', 't', 'h', 'm', $1)
       RETURNING tableoid::regclass::text AS partition`,
      [at],
    );
    expect(email!.partition).toBe(partitionName("email_outbox", month));
    const [event] = await sql<{ partition: string }>(
      `INSERT INTO provider_events (id, provider, "eventId", type, payload, outcome, "receivedAt")
       VALUES (gen_random_uuid(), 'p', gen_random_uuid()::text, 't', '{}', 'applied', $1)
       RETURNING tableoid::regclass::text AS partition`,
      [at],
    );
    expect(event!.partition).toBe(partitionName("provider_events", month));
  }
});

it("applies a provider's event once, when its repeat comes in the next month and after its month is archived", async () => {
  await ensurePartitions(LAST_MONTH, LAST_MONTH);
  const event = { eventId: `pix:E${Date.now()}`, type: "pix.received", reference: null, payload: { amount: 1 } };
  let applied = 0;
  const apply = () => applyProviderEventOnce("api-pix", event, async () => (applied++, "applied" as const));
  expect(await apply()).toBe("applied");
  // The first one came last month (its row moves to last month's partition).
  await sql(`UPDATE provider_events SET "receivedAt" = $1 WHERE "eventId" = $2`, [
    lastInstantOf(LAST_MONTH),
    event.eventId,
  ]);
  expect(await apply()).toBe("duplicate");
  const rows = await db().providerEvent.findMany({ where: { eventId: event.eventId } });
  expect(rows).toMatchObject([{ outcome: "applied", receivedAt: lastInstantOf(LAST_MONTH) }]);

  expect(await archiveMonth("provider_events", LAST_MONTH)).toBe("archived");
  expect(await apply()).toBe("duplicate");
  expect(applied).toBe(1);
  expect(await db().providerEvent.count({ where: { eventId: event.eventId } })).toBe(0);
});

it("queues an e-mail once, when it is queued again in the next month and after its month is archived", async () => {
  await ensurePartitions(LAST_MONTH, LAST_MONTH);
  const dedupeKey = `partition-test:${Date.now()}`;
  const queue = (to: string) =>
    transaction((tx) =>
      queueEmail(tx, { to, template: "password.changed", data: { changedAt: new Date() }, dedupeKey }),
    );
  await queue("first@example.com");
  await sql(`UPDATE email_outbox SET "createdAt" = $1 WHERE "dedupeKey" = $2`, [lastInstantOf(LAST_MONTH), dedupeKey]);
  await queue("second@example.com");
  expect(await db().emailMessage.findMany({ where: { dedupeKey } })).toMatchObject([{ to: "first@example.com" }]);

  expect(await archiveMonth("email_outbox", LAST_MONTH)).toBe("archived");
  await queue("third@example.com");
  expect(await db().emailMessage.count({ where: { dedupeKey } })).toBe(0);
  const [archived] = await sql<{ to: string }>(
    `SELECT "to" FROM archive.${partitionName("email_outbox", LAST_MONTH)} WHERE "dedupeKey" = $1`,
    [dedupeKey],
  );
  expect(archived).toEqual({ to: "first@example.com" });
});

it("keeps one delivery per endpoint and event: a repeat carries the event's instant into the event's month", async () => {
  await ensurePartitions(LAST_MONTH, LAST_MONTH);
  const seller = await insertUser({ approved: true });
  const webhook = await db().sellerWebhook.create({
    data: { sellerId: seller.id, url: "https://example.com/hook", events: [], secret: "s" },
  });
  const event = { id: crypto.randomUUID(), type: "payment.created", createdAt: lastInstantOf(LAST_MONTH), payload: {} };
  await transaction((tx) => insertEvents(tx, seller.id, [{ ...event, body: {} }]));
  const [delivery] = await sql<{ partition: string; createdAt: Date }>(
    `SELECT tableoid::regclass::text AS partition, "createdAt" FROM webhook_deliveries WHERE "eventId" = $1`,
    [event.id],
  );
  expect(delivery).toEqual({ partition: partitionName("webhook_deliveries", LAST_MONTH), createdAt: event.createdAt });

  // A repeat made now, in the next month, from the event as the writer makes it, finds the delivery.
  const repeat = `INSERT INTO webhook_deliveries (id, "webhookId", "sellerId", "eventId", "eventType", payload, "createdAt")
    SELECT gen_random_uuid(), $1, e."sellerId", e.id, e.type, e.payload, e."createdAt" FROM outbox_events e
    WHERE e.id = $2`;
  await expect(pgPool().query(repeat, [webhook.id, event.id])).rejects.toMatchObject({ code: "23505" });
  const skipped = await pgPool().query(`${repeat} ON CONFLICT ("webhookId", "eventId", "createdAt") DO NOTHING`, [
    webhook.id,
    event.id,
  ]);
  expect(skipped.rowCount).toBe(0);
  expect(await db().webhookDelivery.count({ where: { eventId: event.id } })).toBe(1);
});

it("archives a past month by moving its table, not its rows, and refuses the current and later months", async () => {
  const month = addMonths(THIS_MONTH, -3);
  await ensurePartitions(month, month);
  const name = partitionName("webhook_attempts", month);
  await sql(
    `INSERT INTO webhook_attempts (id, "deliveryId", "sellerId", number, "durationMs", "createdAt")
     SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 1, 5, $1::timestamptz + g * interval '1 minute'
     FROM generate_series(1, 10) g`,
    [monthStart(month)],
  );
  const [before] = await sql<{ file: string }>(`SELECT pg_relation_filenode($1)::text AS file`, [name]);

  await expect(archiveMonth("webhook_attempts", THIS_MONTH)).rejects.toThrow(/not over yet/);
  await expect(archiveMonth("webhook_attempts", addMonths(THIS_MONTH, 1))).rejects.toThrow(/not over yet/);
  expect(await archiveMonth("webhook_attempts", month)).toBe("archived");

  const inMonth = { createdAt: { gte: monthStart(month), lt: monthStart(addMonths(month, 1)) } };
  expect(await db().webhookAttempt.count({ where: inMonth })).toBe(0);
  const [archived] = await sql<{ count: string; file: string }>(
    `SELECT count(*)::text AS count, pg_relation_filenode('archive.${name}')::text AS file FROM archive.${name}`,
  );
  // The same file on disk: the month was renamed into the archive schema, not copied.
  expect(archived).toEqual({ count: "10", file: before!.file });
  expect((await listPartitions()).find((p) => p.name === name)).toMatchObject({ state: "archived" });

  // Again: nothing to do. The month stays closed: no partition is made for it again, and its rows have nowhere to go.
  expect(await archiveMonth("webhook_attempts", month)).toBe("already archived");
  expect(await ensurePartitions(month, month)).toBe(0);
  await expect(
    sql(
      `INSERT INTO webhook_attempts (id, "deliveryId", "sellerId", number, "durationMs", "createdAt")
         VALUES (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 1, 5, $1)`,
      [monthStart(month)],
    ),
  ).rejects.toMatchObject({ code: "23514" });
});

it("finishes an archive that stopped after the detach", async () => {
  const month = addMonths(THIS_MONTH, -4);
  await ensurePartitions(month, month);
  const name = partitionName("email_outbox", month);
  await sql(`ALTER TABLE email_outbox DETACH PARTITION ${name}`);
  expect((await listPartitions()).find((p) => p.name === name)).toMatchObject({ state: "detached" });
  expect(await archiveMonth("email_outbox", month)).toBe("archived");
  expect((await listPartitions()).find((p) => p.name === name)).toMatchObject({ state: "archived" });
  expect(await archiveMonth("email_outbox", addMonths(THIS_MONTH, -30))).toBe("no such partition");
});
