// One pass of the devolução sweep as the job runs it, a child of the bench (its settings, the `pix_sweep` database and
// the stand-in's, come in the environment): runs back to back until one ends the pass over the 90 days, then prints
// each run's wall time, CPU time and PIX settled as one JSON line.
import { closeDb, db } from "@/lib/db/client";
import { sweepDevolucoes } from "@/lib/payments/devolucao-sweep";

export type SweepRun = { ms: number; cpuMs: number; settled: number };

const runs: SweepRun[] = [];
try {
  for (;;) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const settled = await sweepDevolucoes();
    const used = process.cpuUsage(cpu);
    runs.push({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, settled });
    const sweep = await db().devolucaoSweep.findUnique({ where: { provider: "api-pix" } });
    if (!sweep?.nextFrom) break;
  }
} finally {
  await closeDb();
}
console.log(JSON.stringify(runs));
