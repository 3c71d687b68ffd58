import PgBoss from "pg-boss";
import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createQueues, startJobs, stopJobs } from "./schedule";

it("starts the PostgreSQL-backed queue and schedules the recurring jobs", async () => {
  const boss = await startJobs();
  try {
    const schedules = await boss.getSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual([
      "analyze-payments",
      "create-partitions",
      "expire-payments",
      "finish-payouts",
      "fold-payment-stats",
      "infraction-deadlines",
      "poll-pix-provider",
      "purge-expired-keys",
      "reconcile-psp",
      "release-reserves",
      "resume-charge-intents",
      "resume-refunds",
      "resume-unmatched-returns",
      "sweep-devolucoes",
    ]);
    // Starting again in the same process reuses the running queue instead of a second one.
    expect(await startJobs()).toBe(boss);
    const [row] = await db().$queryRaw<{ count: bigint }[]>`SELECT count(*) FROM pgboss.schedule`;
    expect(Number(row!.count)).toBe(14);
  } finally {
    await stopJobs();
  }
});

it("creates queues from several processes at once without a deadlock", async () => {
  // Two queue clients stand for two workers starting together; unguarded, each round deadlocks.
  const bosses = [0, 1].map(() => new PgBoss({ connectionString: env().DATABASE_URL!, schema: "pgboss", max: 2 }));
  // As startJobs does: a connection pg-boss drops late (the file's database goes at the end) is reported, not thrown.
  for (const boss of bosses) boss.on("error", () => undefined);
  await Promise.all(bosses.map((boss) => boss.start()));
  try {
    for (let round = 0; round < 3; round++) {
      const names = [0, 1, 2, 3].map((i) => `concurrent-${round}-${i}`);
      await Promise.all(bosses.map((boss) => createQueues(boss, names)));
      expect((await bosses[0]!.getQueues()).map((queue) => queue.name)).toEqual(expect.arrayContaining(names));
    }
  } finally {
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
  }
});
