import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startJobs, stopWebhookLoop } from "./schedule";

it("starts the PostgreSQL-backed queue and schedules the recurring jobs", async () => {
  const boss = await startJobs();
  try {
    const schedules = await boss.getSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual(["expire-payments", "fold-payment-stats", "purge-expired-keys", "release-reserves"]);
    // Starting again in the same process reuses the running queue instead of a second one.
    expect(await startJobs()).toBe(boss);
    const [row] = await db().$queryRaw<{ count: bigint }[]>`SELECT count(*) FROM pgboss.schedule`;
    expect(Number(row!.count)).toBe(4);
  } finally {
    stopWebhookLoop();
    await boss.stop({ graceful: false, wait: true });
  }
});
