import "#server-only";
import pg from "pg";
import PgBoss from "pg-boss";
import { deliverDueEmails, smtpConfigured } from "@/lib/email/deliver";
import { env } from "@/lib/env";
import { actOnInfractionDeadlines } from "@/lib/infractions/deadlines";
import { logger } from "@/lib/log";
import { analyzePartitionedTables, createPartitionsAhead } from "@/lib/partitions/partitions";
import { sweepDevolucoes } from "@/lib/payments/devolucao-sweep";
import { resumeChargeIntents } from "@/lib/payments/issue-charge";
import { pollPixProvider } from "@/lib/payments/poll-provider";
import { expireDuePayments } from "@/lib/payments/withdraw-charge";
import { reconcileYesterday } from "@/lib/reconciliation/service";
import { foldPaymentStats } from "@/lib/reports/payment-stats";
import { resumeRefunds } from "@/lib/refunds/service";
import { releaseDueReserves } from "@/lib/reserves/release-reserves";
import { resumeUnmatchedReturns } from "@/lib/unmatched-pix/service";
import { finishPayouts } from "@/lib/withdrawals/payouts";
import { deliverDueWebhooks } from "@/lib/webhooks/deliver";
import { purgeExpiredKeys } from "./maintenance";
import { lockQueueCreation } from "./queries";
import { claimSingleCopy } from "@/lib/single-copy";

claimSingleCopy("lib/jobs/schedule");

/** Recurring jobs: name, cron (pg-boss's finest grain is a minute) and what they run. */
const RECURRING = [
  { name: "expire-payments", cron: "* * * * *", run: expireDuePayments },
  { name: "resume-charge-intents", cron: "* * * * *", run: resumeChargeIntents },
  { name: "resume-refunds", cron: "* * * * *", run: resumeRefunds },
  // A payer's money on its way back, as a refund's: asked about again each minute once stale, not every five.
  { name: "resume-unmatched-returns", cron: "* * * * *", run: resumeUnmatchedReturns },
  { name: "finish-payouts", cron: "* * * * *", run: finishPayouts },
  { name: "poll-pix-provider", cron: "* * * * *", run: pollPixProvider },
  // A slice of the 90 days a run: a pass takes about 12 hours (lib/payments/devolucao-sweep.ts).
  { name: "sweep-devolucoes", cron: "*/5 * * * *", run: sweepDevolucoes },
  { name: "release-reserves", cron: "*/5 * * * *", run: releaseDueReserves },
  // MED deadlines: the admins' reminder 2 days before, the policy at the end (lib/infractions/deadlines.ts).
  { name: "infraction-deadlines", cron: "*/10 * * * *", run: actOnInfractionDeadlines },
  { name: "purge-expired-keys", cron: "17 * * * *", run: purgeExpiredKeys },
  // The history tables' monthly partitions, MONTHS_AHEAD months ahead (lib/partitions): daily, months of slack.
  { name: "create-partitions", cron: "23 4 * * *", run: createPartitionsAhead },
  // payments as a whole, which autovacuum never analyzes (it analyzes each month).
  { name: "analyze-payments", cron: "41 4 * * *", run: analyzePartitionedTables },
  { name: "fold-payment-stats", cron: "* * * * *", run: foldPaymentStats },
  // São Paulo time: yesterday is over, and the PSP has had an hour and a half to settle its last PIX.
  { name: "reconcile-psp", cron: "30 1 * * *", run: reconcileYesterday },
] as const;

/**
 * Outboxes polled every second, so a webhook or an e-mail goes out within about a second: a poll of
 * PostgreSQL, safe with any number of workers (each claims its rows with SKIP LOCKED and a lease).
 */
const POLLED = [
  { name: "webhooks", run: deliverDueWebhooks },
  { name: "emails", run: deliverDueEmails },
] as const;

// The pg-boss instance and the outbox loop of this process: instrumentation starts them, the server stops them.
const state: { boss?: PgBoss; pollLoop?: NodeJS.Timeout; pollBatches?: Map<string, Promise<void>> } = {};

/**
 * One timer for every outbox; each outbox has at most one batch in flight, so a slow SMTP server does not hold back
 * webhooks.
 */
function startPollLoop() {
  const batches = (state.pollBatches ??= new Map());
  state.pollLoop ??= setInterval(() => {
    for (const { name, run } of POLLED) {
      if (batches.has(name)) continue;
      const batch = run()
        .then(() => undefined)
        .catch((error) => logger().error({ err: error, outbox: name }, "outbox loop failed"))
        .finally(() => batches.delete(name));
      batches.set(name, batch);
    }
  }, 1_000);
  state.pollLoop.unref();
}

/**
 * Stops polling and lets the work in hand finish: the webhook and e-mail batches being sent (so a
 * restart does not leave them leased, to be sent again once the lease ends) and the running jobs
 * (up to 10 s, then pg-boss hands them to another worker).
 */
export async function stopJobs() {
  clearInterval(state.pollLoop);
  state.pollLoop = undefined;
  const boss = state.boss;
  state.boss = undefined;
  await Promise.all([...(state.pollBatches?.values() ?? []), boss?.stop({ graceful: true, timeout: 10_000 })]);
}

/**
 * Creates the queues one process at a time: pg-boss 10 builds a new queue's partition with DDL
 * that deadlocks when two processes create queues at once (several workers or web instances
 * starting together on a new database, or after a release adds a job). The lock is the
 * connection's and ends with it.
 */
export async function createQueues(boss: PgBoss, names: readonly string[]) {
  const client = new pg.Client({ connectionString: env().DATABASE_URL! });
  await client.connect();
  try {
    await lockQueueCreation(client);
    for (const name of names) await boss.createQueue(name);
  } finally {
    await client.end();
  }
}

/**
 * Starts the PostgreSQL-backed job queue and its workers. Any number of processes may run it:
 * pg-boss hands each scheduled run to one worker only.
 */
export async function startJobs(): Promise<PgBoss> {
  if (state.boss) return state.boss;
  const boss = new PgBoss({ connectionString: env().DATABASE_URL!, schema: "pgboss", max: 2 });
  boss.on("error", (error) => logger().error({ err: error }, "job queue error"));
  await boss.start();
  await createQueues(
    boss,
    RECURRING.map((job) => job.name),
  );
  for (const job of RECURRING) {
    await boss.schedule(job.name, job.cron, undefined, { tz: "America/Sao_Paulo" });
    await boss.work(job.name, async () => {
      const count = await job.run();
      if (count > 0) logger().info({ job: job.name, count }, "job done");
    });
  }
  state.boss = boss;
  startPollLoop();
  // Said at every start: without SMTP_URL no e-mail leaves the platform (the built-in mailbox keeps it).
  const email = smtpConfigured() ? "smtp" : "built-in mailbox (no SMTP_URL)";
  logger().info(
    { jobs: RECURRING.map((job) => job.name), outboxes: POLLED.map((outbox) => outbox.name), email },
    "job workers started",
  );
  return boss;
}
