import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { expireDuePayments } from "@/lib/payments/lifecycle";
import { releaseDueReserves } from "@/lib/reserves/release-reserves";
import { purgeExpiredKeys } from "./maintenance";

/** Recurring jobs: name, cron (pg-boss's finest grain is a minute) and what they run. */
const RECURRING = [
  { name: "expire-payments", cron: "* * * * *", run: expireDuePayments },
  { name: "release-reserves", cron: "*/5 * * * *", run: releaseDueReserves },
  { name: "purge-expired-keys", cron: "17 * * * *", run: purgeExpiredKeys },
] as const;

const holder = globalThis as unknown as { __boss?: PgBoss };

/**
 * Starts the PostgreSQL-backed job queue and its workers. Any number of processes may run it:
 * pg-boss hands each scheduled run to one worker only.
 */
export async function startJobs(): Promise<PgBoss> {
  if (holder.__boss) return holder.__boss;
  const boss = new PgBoss({ connectionString: env().DATABASE_URL!, schema: "pgboss", max: 2 });
  boss.on("error", (error) => logger().error({ err: error }, "job queue error"));
  await boss.start();
  for (const job of RECURRING) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, undefined, { tz: "America/Sao_Paulo" });
    await boss.work(job.name, async () => {
      const count = await job.run();
      if (count > 0) logger().info({ job: job.name, count }, "job done");
    });
  }
  holder.__boss = boss;
  logger().info({ jobs: RECURRING.map((job) => job.name) }, "job workers started");
  return boss;
}
