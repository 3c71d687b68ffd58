import type { PspCalls } from "./api-pix";
import type { LoadResult } from "./load";
import type { Targets } from "./scenarios";

/**
 * The PSP stand-in during a run: its CPU per request, its main thread's busy share of one core (the largest of the
 * rounds' in a median), and its API calls per request.
 */
export type PspFigures = { cpuMsPerRequest: number; busy: number; calls: PspCalls };

/** A run's load-generator figures plus the CPU the server and PostgreSQL spent per request (and the PSP's, if any). */
export type Measured = LoadResult & { cpuMsPerRequest: { server: number; db: number }; psp?: PspFigures };

/**
 * One round of a scenario: the project's run and, beside it, the other side's: the baseline's, the project's doing the
 * compared work (Scenario.comparedWith), or the project's on the doubled database (Scenario.doubled).
 */
export type Round = { project: Measured; baseline: Measured | null };

export type ScenarioResult = {
  name: string;
  what: string;
  targets: Targets;
  rounds: Round[];
  /** Each figure the median of the rounds'. */
  project: Measured;
  /** null for the reports measured on the project only */
  baseline: Measured | null;
  /** The median of the rounds' project req/s ÷ baseline req/s (null without a baseline). */
  ratio: number | null;
  /** The lowest and highest round's ratio. */
  ratioSpread: [number, number] | null;
  /** The median project p99 ÷ the median baseline p99. */
  p99Ratio: number | null;
  /**
   * A scenario run on the main and the doubled database (targets.maxP99Growth): the median of the rounds' 2M p99 ÷ 1M
   * p99, and the lowest and highest round's; null for the others, which have a ratio instead.
   */
  p99Growth: { median: number; spread: [number, number] } | null;
  /** The rounds' ratios (or p99 growths) lie further apart than UNSTEADY_SPREAD: the median is not one to decide on. */
  unsteady: boolean;
  /** The PSP stand-in was busier than PSP_SATURATED in some run: it may have set the pace instead of the servers. */
  pspSaturated: boolean;
  /** The targets this scenario missed; empty when it met them all. */
  misses: string[];
};

export const RSS_LIMIT_MIB = 600;
/** The widest spread of a scenario's round ratios (max − min) still read as steady. */
export const UNSTEADY_SPREAD = 0.15;
/** The stand-in's main thread busier than this share of a core during a run: it, not the server, may set the pace. */
export const PSP_SATURATED = 0.8;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function pspOf(runs: PspFigures[]): PspFigures {
  const shapes = [...new Set(runs.flatMap((run) => Object.keys(run.calls)))];
  return {
    cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest)),
    busy: Math.max(...runs.map((run) => run.busy)),
    calls: Object.fromEntries(shapes.map((shape) => [shape, median(runs.map((run) => run.calls[shape] ?? 0))])),
  };
}

/** The rounds' runs as one: the median of each figure, the sums of what went wrong. */
export function medianOf(runs: Measured[]): Measured {
  const of = (pick: (run: Measured) => number) => median(runs.map(pick));
  const psp = runs.flatMap((run) => (run.psp ? [run.psp] : []));
  const sum = (pick: (run: Measured) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    requests: sum((run) => run.requests),
    seconds: sum((run) => run.seconds),
    rps: of((run) => run.rps),
    p50: of((run) => run.p50),
    p99: of((run) => run.p99),
    max: Math.max(...runs.map((run) => run.max)),
    errors: sum((run) => run.errors),
    statusCodes: runs.reduce<Record<string, number>>((codes, run) => {
      for (const [code, count] of Object.entries(run.statusCodes)) codes[code] = (codes[code] ?? 0) + count;
      return codes;
    }, {}),
    timeouts: sum((run) => run.timeouts),
    mismatches: sum((run) => run.mismatches),
    sent: sum((run) => run.sent),
    exhausted: runs.some((run) => run.exhausted),
    cpuMsPerRequest: { server: of((run) => run.cpuMsPerRequest.server), db: of((run) => run.cpuMsPerRequest.db) },
    ...(psp.length > 0 && { psp: pspOf(psp) }),
  };
}

const spreadOf = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/**
 * The rounds' medians against the targets. With targets.maxP99Growth the other side ran on the doubled database: both
 * sides are the project, held to the same p99 and to no errors, and compared by p99 rather than by requests/s.
 */
export function judge(name: string, what: string, targets: Targets, rounds: Round[]): ScenarioResult {
  const doubled = targets.maxP99Growth !== undefined;
  const project = medianOf(rounds.map((round) => round.project));
  const baselineRuns = rounds.flatMap((round) => (round.baseline ? [round.baseline] : []));
  const baseline = baselineRuns.length ? medianOf(baselineRuns) : null;
  const pairs = rounds.flatMap(({ project: p, baseline: b }) => (b ? [{ p, b }] : []));
  const ratios = doubled ? [] : pairs.map(({ p, b }) => (b.rps > 0 ? p.rps / b.rps : 0));
  const ratio = ratios.length ? median(ratios) : null;
  const ratioSpread = ratios.length ? spreadOf(ratios) : null;
  const p99Ratio = !doubled && baseline && baseline.p99 > 0 ? project.p99 / baseline.p99 : null;
  const growths = doubled ? pairs.map(({ p, b }) => (p.p99 > 0 ? b.p99 / p.p99 : 0)) : [];
  const p99Growth = growths.length ? { median: median(growths), spread: spreadOf(growths) } : null;
  const spread = ratioSpread ?? p99Growth?.spread;
  const unsteady = spread !== undefined && spread[1] - spread[0] > UNSTEADY_SPREAD;
  const pspSaturated = [project, baseline].some((side) => (side?.psp?.busy ?? 0) > PSP_SATURATED);
  const misses: string[] = [];
  if (targets.minRatio !== undefined && ratio !== null && ratio < targets.minRatio)
    misses.push(`ratio < ${targets.minRatio}`);
  if (targets.maxP99 !== undefined && project.p99 >= targets.maxP99)
    misses.push(`p99 ≥ ${targets.maxP99} ms${doubled ? " at 1M" : ""}`);
  if (doubled && targets.maxP99 !== undefined && baseline && baseline.p99 >= targets.maxP99)
    misses.push(`p99 ≥ ${targets.maxP99} ms at 2M`);
  if (targets.maxP99Ratio !== undefined && p99Ratio !== null && p99Ratio > targets.maxP99Ratio)
    misses.push(`p99 > ${targets.maxP99Ratio}× the baseline's`);
  if (targets.maxP99Growth !== undefined && p99Growth && p99Growth.median > targets.maxP99Growth)
    misses.push(`not flat: 2M p99 > ${targets.maxP99Growth}× 1M's`);
  if (project.errors > 0 || (doubled && baseline && baseline.errors > 0)) misses.push("errors");
  if (project.exhausted || baseline?.exhausted) misses.push("ran out of seeded payments");
  return {
    name,
    what,
    targets,
    rounds,
    project,
    baseline,
    ratio,
    ratioSpread,
    p99Ratio,
    p99Growth,
    unsteady,
    pspSaturated,
    misses,
  };
}

/**
 * "0.78× (0.70-0.85)", with a warning when the rounds disagree by more than UNSTEADY_SPREAD, and one when the PSP
 * stand-in was saturated.
 */
export function ratioText({ ratio, ratioSpread, unsteady, pspSaturated }: ScenarioResult): string {
  if (ratio === null || ratioSpread === null) return "—";
  const spread = `${ratioSpread[0].toFixed(2)}-${ratioSpread[1].toFixed(2)}`;
  return `${ratio.toFixed(2)}× (${spread})${unsteady ? " ⚠ unsteady" : ""}${pspSaturated ? " ⚠ PSP stand-in saturated" : ""}`;
}

/** "1.05× (0.98-1.12)" for a scenario run on both databases; warns when it is not flat or the rounds disagree. */
export function growthText({ p99Growth, targets, unsteady }: ScenarioResult): string {
  if (p99Growth === null) return "—";
  const [low, high] = p99Growth.spread;
  const flat = targets.maxP99Growth === undefined || p99Growth.median <= targets.maxP99Growth;
  return `${p99Growth.median.toFixed(2)}× (${low.toFixed(2)}-${high.toFixed(2)})${flat ? "" : " ⚠ not flat"}${unsteady ? " ⚠ unsteady" : ""}`;
}

/**
 * The doubled database's CPU per request (server + PostgreSQL) ÷ the main one's, "1.01×": the steadier figure of the
 * work a report does as the database doubles, where the p99 also moves with the machine's load.
 */
export function cpuGrowthText({ project, baseline }: ScenarioResult): string {
  const total = (run: Measured) => run.cpuMsPerRequest.server + run.cpuMsPerRequest.db;
  return baseline && total(project) > 0 ? `${(total(baseline) / total(project)).toFixed(2)}×` : "—";
}

const rps = (value: number) => value.toFixed(value < 100 ? 1 : 0);
const ms = (value: number) => `${value}`;
const cpu = ({ cpuMsPerRequest: { server, db }, psp }: Measured) =>
  `${server.toFixed(2)} + ${db.toFixed(2)}${psp ? ` (PSP ${psp.cpuMsPerRequest.toFixed(2)})` : ""}`;

function targetText(targets: Targets) {
  const parts = [
    ...(targets.minRatio !== undefined ? [`≥ ${targets.minRatio}×`] : []),
    ...(targets.maxP99 !== undefined ? [`p99 < ${targets.maxP99}${targets.maxP99Growth ? " on both" : ""}`] : []),
    ...(targets.maxP99Ratio !== undefined ? [`p99 ≤ ${targets.maxP99Ratio}× baseline`] : []),
    ...(targets.maxP99Growth !== undefined ? [`2M p99 ≤ ${targets.maxP99Growth}× 1M's`] : []),
    "0 errors",
  ];
  return parts.join(", ");
}

const met = ({ misses }: ScenarioResult) => (misses.length ? `no: ${misses.join(", ")}` : "yes");

function table(header: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The results as a Markdown table (printed, and pasted into docs/PERFORMANCE.md). */
export function markdownTable(results: ScenarioResult[]) {
  const header = [
    "scenario",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "CPU ms/req app + db",
    "baseline req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "CPU ms/req app + db",
    "ratio (min-max)",
    "target",
    "met",
  ];
  const rows = results.map((r) => [
    r.name,
    rps(r.project.rps),
    ms(r.project.p50),
    ms(r.project.p99),
    String(r.project.errors),
    cpu(r.project),
    ...(r.baseline
      ? [rps(r.baseline.rps), ms(r.baseline.p50), ms(r.baseline.p99), String(r.baseline.errors), cpu(r.baseline)]
      : ["—", "—", "—", "—", "—"]),
    ratioText(r),
    targetText(r.targets),
    met(r),
  ]);
  return table(header, rows);
}

/** The scenarios run on both databases as a Markdown table: each side's figures and the p99 growth. */
export function growthTable(results: ScenarioResult[]) {
  const header = [
    "scenario",
    "1M req/s",
    "p99 ms",
    "CPU ms/req app + db",
    "2M req/s",
    "p99 ms",
    "CPU ms/req app + db",
    "p99 2M/1M (min-max)",
    "CPU 2M/1M",
    "target",
    "met",
  ];
  const rows = results.map((r) => [
    r.name,
    rps(r.project.rps),
    ms(r.project.p99),
    cpu(r.project),
    ...(r.baseline ? [rps(r.baseline.rps), ms(r.baseline.p99), cpu(r.baseline)] : ["—", "—", "—"]),
    growthText(r),
    cpuGrowthText(r),
    targetText(r.targets),
    met(r),
  ]);
  return table(header, rows);
}
