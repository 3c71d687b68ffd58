// `npm run chaos [-- --minutes 10] [--seed N] [--web production|source] [--settle-minutes 8]`: runs random
// operations through the real app against the PSP stand-in while the stand-in misbehaves and the web and worker
// processes are killed (SIGKILL) and started again; then stops the faults, lets the jobs settle, reconciles with the
// PSP and checks that the money is right. The seed is printed first and last: the same seed replays the same
// operations and faults (what the app answers, and when a kill lands, may differ). Exit code 0 when nothing is wrong,
// 1 when something is (each named), 2 when the run itself could not be made. See docs/SECURITY.md, "The chaos run".
import { randomInt } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { ROOT } from "../lib/database";
import { type Control, standInControl } from "./api";
import { audit, type Finding, readBooks, readPspState } from "./checks";
import { type FaultKind, runFaultLane } from "./faults";
import { runOperationLane, World } from "./operations";
import { type Participants, setUpParticipants } from "./participants";
import { normalizeSeed, type Random, randomStream } from "./random";
import { renderReport, type RunSummary } from "./report";
import { type AppProcess, type Stack, startStack, type WebMode } from "./stack";

const OPERATION_LANES = ["operations-1", "operations-2"];
/** How often the settling wait looks again, and how often it says what is still in flight. */
const SETTLE_POLL_MS = 5_000;
const SETTLE_SAY_MS = 30_000;

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    seed: { type: "string" },
    web: { type: "string", default: "production" },
    "settle-minutes": { type: "string", default: "8" },
  },
});
const minutes = Number(values.minutes);
const settleMinutes = Number(values["settle-minutes"]);
if (!(minutes > 0) || !(settleMinutes > 0)) {
  console.error("--minutes and --settle-minutes take a number of minutes above 0");
  process.exit(2);
}
if (values.web !== "production" && values.web !== "source") {
  console.error("--web is production (the built server; run `npm run build` first) or source");
  process.exit(2);
}
if (values.seed !== undefined && !/^\d+$/.test(values.seed)) {
  console.error("--seed takes a whole number");
  process.exit(2);
}
const web: WebMode = values.web;
const seed = values.seed === undefined ? randomInt(2 ** 32) : normalizeSeed(Number(values.seed));
const replay = `npm run chaos -- --seed ${seed} --minutes ${minutes} --web ${web}`;
const log = (line: string) => console.log(line);
log(`chaos: seed ${seed} (replay: ${replay})`);

/** Kills the web process, the worker or both at random moments and starts them again after a random pause. */
async function runKillLane(
  stack: Stack,
  random: Random,
  signal: AbortSignal,
  kills: RunSummary["kills"],
  problems: Finding[],
) {
  while (!signal.aborted) {
    const waitMs = random.int(15_000, 60_000);
    const target = random.weighted({ web: 45, worker: 45, both: 10 });
    const downMs = random.int(0, 4_000);
    await sleep(waitMs, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) return;
    const victims: AppProcess[] = target === "both" ? [stack.web, stack.worker] : [stack[target]];
    await Promise.all(victims.map((victim) => victim.kill()));
    await sleep(downMs);
    for (const victim of victims) {
      kills[victim.name]++;
      await victim.start().catch((error: Error) => {
        problems.push({ rule: "process.restart-failed", detail: `${victim.name}: ${error.message}` });
      });
    }
  }
}

/** Waits until nothing is in flight, or the time is up; answers the seconds it took, or null. */
async function settle(stack: Stack, withdrawalIdOf: (idEnvio: string) => string | null): Promise<number | null> {
  const started = Date.now();
  let said = started;
  for (;;) {
    const { pending } = audit(await readBooks(), readPspState(stack.pspStateFile), withdrawalIdOf);
    if (!pending.length) return Math.round((Date.now() - started) / 1000);
    if (Date.now() - started > settleMinutes * 60_000) return null;
    if (Date.now() - said >= SETTLE_SAY_MS) {
      said = Date.now();
      const rules = new Map<string, number>();
      for (const finding of pending) rules.set(finding.rule, (rules.get(finding.rule) ?? 0) + 1);
      log(`  still in flight: ${[...rules].map(([rule, count]) => `${rule} ${count}`).join(", ")}`);
    }
    await sleep(SETTLE_POLL_MS);
  }
}

/** A difference's side: centavos moved and returned, or that the side has nothing. */
const amounts = (moved: number | null, returned: number | null) =>
  moved === null ? "has nothing" : `${moved} centavos (${returned ?? 0} returned)`;

/**
 * Compares every São Paulo day of the run with the PSP, as the admin's button does; answers the runs and what differs.
 */
async function reconcile(participants: Participants, from: Date) {
  const { sessionActor } = await import("@/lib/auth/actor");
  const { db } = await import("@/lib/db/client");
  const { reconcileDayAs } = await import("@/lib/reconciliation/service");
  const { addDays, saoPauloToday } = await import("@/lib/time/sao-paulo-days");
  const actor = sessionActor(participants.adminUser);
  const runs: RunSummary["reconciliation"] = [];
  const findings: Finding[] = [];
  for (let day = saoPauloToday(from); day <= saoPauloToday(); day = addDays(day, 1)) {
    try {
      runs.push({ ...(await reconcileDayAs(actor, day)), day });
    } catch (error) {
      findings.push({ rule: "reconciliation.failed", detail: `${day}: ${(error as Error).message}` });
    }
  }
  const open = await db().reconciliationDifference.findMany({
    where: { run: { day: { in: runs.map((run) => run.day) } }, status: "OPEN" },
    orderBy: { createdAt: "asc" },
  });
  for (const difference of open)
    findings.push({
      rule: "reconciliation.difference",
      detail: `${difference.subject} ${difference.kind} ${difference.reference}: the PSP ${amounts(difference.pspAmount, difference.pspRefunded)}, ours ${amounts(difference.ourAmount, difference.ourRefunded)}`,
    });
  return { runs, findings };
}

async function main(): Promise<number> {
  const dataDir = path.join(ROOT, ".data", "chaos");
  const stack = await startStack({ dataDir, web, log });
  try {
    const { withdrawalIdOf } = await import("@/lib/payouts/efi/provider");
    const { db } = await import("@/lib/db/client");
    const { direct } = await import("@/lib/db/direct");
    const { checkLedger } = await import("@/lib/ledger/integrity");
    const participants = await setUpParticipants(stack.appUrl);
    const control: Control = standInControl(stack.psp.controlUrl, stack.tls);
    const world = new World();
    const faults = new Map<FaultKind, number>();
    const kills = { web: 0, worker: 0 };
    const problems: Finding[] = [];
    const context = {
      seed,
      world,
      participants,
      control,
      txidOf: async (id: string) =>
        (await db().payment.findFirstOrThrow({ where: { id }, select: { txid: true } })).txid,
    };

    const startedAt = new Date();
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), minutes * 60_000);
    log(`→ ${minutes} min of operations, PSP faults and kills`);
    const lanes = [
      ...OPERATION_LANES.map((lane) => runOperationLane(context, lane, randomStream(seed, lane), stop.signal)),
      runFaultLane(control, randomStream(seed, "faults"), stop.signal, (kind) =>
        faults.set(kind, (faults.get(kind) ?? 0) + 1),
      ),
      runKillLane(stack, randomStream(seed, "kills"), stop.signal, kills, problems),
    ];
    try {
      await Promise.all(lanes);
    } catch (error) {
      stop.abort();
      await Promise.allSettled(lanes);
      throw error;
    } finally {
      clearTimeout(timer);
    }

    log(`→ faults off; waiting for the jobs to settle (at most ${settleMinutes} min)`);
    await control("POST", "/reset");
    for (const app of [stack.web, stack.worker]) if (!app.running) await app.start();
    const settledInSeconds = await settle(stack, withdrawalIdOf);
    await Promise.all([stack.web.stop(), stack.worker.stop()]);

    log("→ reconciling with the PSP and checking the books");
    const reconciliation = await reconcile(participants, startedAt);
    const ledger = await checkLedger(direct);
    const { pending, violations } = audit(await readBooks(), readPspState(stack.pspStateFile), withdrawalIdOf);
    const findings: Finding[] = [
      ...problems,
      ...ledger.unbalancedJournals.map((id) => ({ rule: "ledger.unbalanced-journal", detail: `journal ${id}` })),
      ...ledger.driftedAccounts.map((account) => ({
        rule: "ledger.drifted-account",
        detail: `account ${account.accountId}: cached ${account.cached}, entries ${account.actual}`,
      })),
      ...ledger.entriesWithoutJournal.map((id) => ({ rule: "ledger.entry-without-journal", detail: `entry ${id}` })),
      ...violations,
      ...pending.map((finding) => ({ rule: `unsettled.${finding.rule}`, detail: finding.detail })),
      ...reconciliation.findings,
    ];
    log(
      renderReport({
        seed,
        replay,
        minutes,
        operations: world.tally,
        reasons: world.reasons,
        faults,
        kills,
        settledInSeconds,
        reconciliation: reconciliation.runs,
        violations: findings,
      }),
    );
    return findings.length ? 1 : 0;
  } finally {
    await stack.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  console.error(`chaos: the run could not be made; seed ${seed} (replay: ${replay})`);
  process.exitCode = 2;
}
process.exit();
