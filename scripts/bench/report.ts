import type { LoadResult } from "./load";
import type { Targets } from "./scenarios";

/** A run's load-generator figures plus the CPU the server and PostgreSQL spent per request. */
export type Measured = LoadResult & { cpuMsPerRequest: { server: number; db: number } };

export type ScenarioResult = {
  name: string;
  what: string;
  targets: Targets;
  project: Measured;
  /** null for the reports measured on the project only */
  baseline: Measured | null;
  /** project req/s ÷ baseline req/s (null without a baseline) */
  ratio: number | null;
  /** The targets this scenario missed; empty when it met them all. */
  misses: string[];
};

export const RSS_LIMIT_MIB = 600;

export function judge(
  name: string,
  what: string,
  targets: Targets,
  project: Measured,
  baseline: Measured | null,
): ScenarioResult {
  const ratio = baseline ? (baseline.rps > 0 ? project.rps / baseline.rps : 0) : null;
  const misses: string[] = [];
  if (targets.minRatio !== undefined && ratio !== null && ratio < targets.minRatio)
    misses.push(`ratio < ${targets.minRatio}`);
  if (targets.maxP99 !== undefined && project.p99 >= targets.maxP99) misses.push(`p99 ≥ ${targets.maxP99} ms`);
  if (project.errors > 0) misses.push("errors");
  if (project.exhausted || baseline?.exhausted) misses.push("ran out of CREATED payments");
  return { name, what, targets, project, baseline, ratio, misses };
}

const rps = (value: number) => value.toFixed(value < 100 ? 1 : 0);
const ms = (value: number) => `${value}`;
const cpu = ({ cpuMsPerRequest: { server, db } }: Measured) => `${server.toFixed(2)} + ${db.toFixed(2)}`;

function targetText(targets: Targets) {
  const parts = [
    ...(targets.minRatio !== undefined ? [`≥ ${targets.minRatio}×`] : []),
    ...(targets.maxP99 !== undefined ? [`p99 < ${targets.maxP99}`] : []),
    "0 errors",
  ];
  return parts.join(", ");
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
    "ratio",
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
    r.ratio === null ? "—" : `${r.ratio.toFixed(2)}×`,
    targetText(r.targets),
    r.misses.length ? `no: ${r.misses.join(", ")}` : "yes",
  ]);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
