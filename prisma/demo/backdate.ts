// Moves what the timeline wrote (all of it "now") to the dates its steps stand for, in one
// transaction. Every timestamp is mapped by the step it was written in: the step's date plus the
// time since that step began, so order within and between steps is kept and every row of one
// payment, journal or withdrawal moves together. Nothing else changes, so the ledger still
// balances; the report deltas get the move of each payment's day as new insert-only rows.
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { transaction } from "@/lib/db/transaction";
import { monthOf } from "@/lib/partitions/months";
import { ensurePartitions } from "@/lib/partitions/partitions";
import { releaseDueReserves } from "@/lib/reserves/release-reserves";
import type { DemoClock } from "./play";
import { writeDeliveryLog } from "./webhook-log";

/** The mapped instant of a timestamp column: unchanged when no step wrote it. */
const warped = (column: string) =>
  `coalesce((SELECT k.target + (${column} - k.real_start) FROM demo_clock k WHERE k.real_start <= ${column} ORDER BY k.real_start DESC LIMIT 1), ${column})`;

type Moved = {
  table: string;
  /** Instants written by the steps. */
  columns: string[];
  /** Instants set ahead of another column (an expiry, a release date): they move with it. */
  shifted?: { column: string; with: string }[];
};

const MOVED: Moved[] = [
  { table: "users", columns: ["createdAt", "updatedAt"] },
  { table: "enterprises", columns: ["createdAt", "updatedAt", "submittedAt", "reviewedAt"] },
  { table: "audit_logs", columns: ["createdAt"] },
  { table: "reserve_configs", columns: ["createdAt", "updatedAt"] },
  { table: "seller_webhooks", columns: ["createdAt", "updatedAt"] },
  { table: "payment_links", columns: ["createdAt", "updatedAt", "deactivatedAt"] },
  { table: "customers", columns: ["createdAt", "updatedAt"] },
  {
    table: "payments",
    columns: ["createdAt", "updatedAt", "confirmedAt", "cancelledAt", "refundedAt"],
    shifted: [{ column: "expiresAt", with: "createdAt" }],
  },
  { table: "charge_intents", columns: ["createdAt", "updatedAt"] },
  { table: "refunds", columns: ["createdAt", "updatedAt", "completedAt"] },
  { table: "provider_events", columns: ["receivedAt"] },
  { table: "outbox_events", columns: ["createdAt"] },
  { table: "webhook_deliveries", columns: ["createdAt", "nextAttemptAt"] },
  { table: "email_outbox", columns: ["createdAt", "nextAttemptAt"] },
  { table: "ledger_accounts", columns: ["createdAt", "updatedAt"] },
  { table: "ledger_journals", columns: ["createdAt"] },
  { table: "ledger_entries", columns: ["createdAt"], shifted: [{ column: "availableAt", with: "createdAt" }] },
  {
    table: "reserve_holds",
    columns: ["createdAt", "releasedAt"],
    shifted: [{ column: "releaseAt", with: "createdAt" }],
  },
  { table: "payout_keys", columns: ["createdAt"] },
  { table: "withdrawals", columns: ["requestedAt", "reviewedAt", "completedAt", "createdAt", "updatedAt"] },
];

function moveStatement({ table, columns, shifted = [] }: Moved, since: Date) {
  const col = (name: string) => `t."${name}"`;
  const sets = [
    ...columns.map((name) => `"${name}" = ${warped(col(name))}`),
    ...shifted.map(
      ({ column, with: anchor }) => `"${column}" = ${col(column)} + (${warped(col(anchor))} - ${col(anchor)})`,
    ),
  ];
  const update = `UPDATE ${table} t SET ${sets.join(", ")} WHERE greatest(${columns.map(col).join(", ")})`;
  return Prisma.sql`${Prisma.raw(update)} >= ${since}`;
}

/**
 * A payment's deltas were all written for the day it was really created; a -1 there and a +1 on
 * its new day, in its current status, move it in the totals whether or not they were folded yet.
 */
const movePaymentDays = (since: Date) => Prisma.sql`
  INSERT INTO payment_stat_deltas ("sellerId", day, status, count, amount, net, "gatewayFee")
  SELECT t."sellerId", moved.day, t.status, moved.sign, moved.sign * t.amount,
         moved.sign * (t.amount - t."serviceFee" - t."gatewayFee"), moved.sign * t."gatewayFee"
  FROM payments t
  CROSS JOIN LATERAL (SELECT (t."createdAt" AT TIME ZONE 'America/Sao_Paulo')::date AS was,
                             (${Prisma.raw(warped(`t."createdAt"`))} AT TIME ZONE 'America/Sao_Paulo')::date AS became) d
  CROSS JOIN LATERAL (VALUES (d.was, -1), (d.became, 1)) AS moved(day, sign)
  WHERE t."createdAt" >= ${since} AND d.was <> d.became`;

async function loadClock(tx: Tx, clock: DemoClock, until: Date) {
  await tx.$executeRaw`
    CREATE TEMP TABLE demo_clock (real_start timestamptz PRIMARY KEY, target timestamptz NOT NULL) ON COMMIT DROP`;
  // After the last step, time is itself again.
  const marks = [...clock.marks, { realStart: until, target: until }];
  await tx.$executeRaw`
    INSERT INTO demo_clock SELECT (m->>'realStart')::timestamptz, (m->>'target')::timestamptz
    FROM jsonb_array_elements(${JSON.stringify(marks)}::jsonb) m`;
}

/** Dates everything the clock's steps wrote, and writes the demo webhook's delivery log. */
export async function backdate(clock: DemoClock, now: Date) {
  const since = clock.marks[0]!.realStart;
  // The history tables are partitioned by month (lib/partitions): the past months their rows move to need theirs.
  const earliest = new Date(Math.min(...clock.marks.map((mark) => mark.target.getTime())));
  await ensurePartitions(monthOf(earliest), monthOf(now));
  await transaction(
    async (tx) => {
      await loadClock(tx, clock, new Date());
      await tx.$executeRaw(movePaymentDays(since));
      for (const moved of MOVED) await tx.$executeRaw(moveStatement(moved, since));
      await writeDeliveryLog(tx, now);
      // The history's e-mails (hundreds of sales) are the demo's mailbox, never real mail: kept as
      // delivered there on their day, instead of queued behind the e-mails of the visitor's own actions.
      await tx.$executeRaw`
        UPDATE email_outbox SET status = 'SENT', "sentAt" = "createdAt", transport = 'mailbox', attempts = 1
        WHERE status = 'PENDING' AND "createdAt" < ${now}`;
    },
    { timeoutMs: 60_000 },
  );
}

/**
 * Releases the reserves whose date has passed, as the job would, and dates each release at its
 * reserve's release date.
 */
export async function releaseDueHolds() {
  const releasedAt = new Date();
  await releaseDueReserves(releasedAt);
  await transaction(async (tx) => {
    await tx.$executeRaw`
      UPDATE ledger_entries e SET "createdAt" = h."releaseAt", "availableAt" = h."releaseAt"
      FROM ledger_journals j, reserve_holds h
      WHERE e."journalId" = j.id AND j.kind = 'RESERVE_RELEASED' AND h."paymentId" = j."paymentId" AND h."releasedAt" = ${releasedAt}`;
    await tx.$executeRaw`
      UPDATE ledger_journals j SET "createdAt" = h."releaseAt"
      FROM reserve_holds h WHERE j.kind = 'RESERVE_RELEASED' AND h."paymentId" = j."paymentId" AND h."releasedAt" = ${releasedAt}`;
    await tx.$executeRaw`UPDATE reserve_holds SET "releasedAt" = "releaseAt" WHERE "releasedAt" = ${releasedAt}`;
  });
}
