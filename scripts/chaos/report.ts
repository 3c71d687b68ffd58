// The chaos run's closing report: what was done, what was broken on purpose, what is left wrong.
import type { Finding } from "./checks";
import type { FaultKind } from "./faults";
import { type OperationKind, OUTCOMES, type Outcome } from "./operations";

export type RunSummary = {
  seed: number;
  replay: string;
  minutes: number;
  operations: Map<OperationKind, Record<Outcome, number>>;
  /** Refused and unanswered operations by kind and reason. */
  reasons: Map<string, number>;
  faults: Map<FaultKind, number>;
  kills: Record<"web" | "worker", number>;
  settledInSeconds: number | null;
  reconciliation: { day: string; pspCount: number; ourCount: number; matchedCount: number; differenceCount: number }[];
  violations: Finding[];
};

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ")}`.trimEnd());
}

/** How many findings to print per rule; the rest are counted. */
const SHOWN_PER_RULE = 5;

export function renderReport(summary: RunSummary): string {
  const lines: string[] = ["", `Chaos run of ${summary.minutes} min, seed ${summary.seed}`, ""];
  const operations = [...summary.operations.entries()].sort(([a], [b]) => a.localeCompare(b));
  lines.push(
    "Operations by kind:",
    ...table([
      ["kind", "total", ...OUTCOMES],
      ...operations.map(([kind, counts]) => [
        kind,
        String(OUTCOMES.reduce((total, outcome) => total + counts[outcome], 0)),
        ...OUTCOMES.map((outcome) => String(counts[outcome])),
      ]),
    ]),
    "",
  );
  const reasons = [...summary.reasons.entries()].sort(([a], [b]) => a.localeCompare(b));
  if (reasons.length)
    lines.push(
      "Refused or unanswered, by answer:",
      ...table(reasons.map(([reason, count]) => [reason, String(count)])),
      "",
    );
  const faults = [...summary.faults.entries()].sort(([a], [b]) => a.localeCompare(b));
  lines.push(
    "Faults injected by kind:",
    ...(faults.length ? table(faults.map(([kind, count]) => [kind, String(count)])) : ["  none"]),
    "",
  );
  lines.push(`Restarts after SIGKILL: web ${summary.kills.web}, worker ${summary.kills.worker}`);
  lines.push(
    summary.settledInSeconds === null
      ? "Settling: still in flight when the wait ended (listed below as unsettled)"
      : `Settling: nothing in flight ${summary.settledInSeconds} s after the faults stopped`,
    "",
  );
  lines.push(
    "Reconciliation with the PSP:",
    ...(summary.reconciliation.length
      ? table([
          ["day", "psp", "ours", "matched", "differences"],
          ...summary.reconciliation.map((run) => [
            run.day,
            String(run.pspCount),
            String(run.ourCount),
            String(run.matchedCount),
            String(run.differenceCount),
          ]),
        ])
      : ["  not run"]),
    "",
  );
  const byRule = new Map<string, Finding[]>();
  for (const finding of summary.violations) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
  lines.push(`Differences and violations left: ${summary.violations.length}`);
  for (const [rule, findings] of [...byRule.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${rule} (${findings.length})`);
    for (const finding of findings.slice(0, SHOWN_PER_RULE)) lines.push(`    - ${finding.detail}`);
    if (findings.length > SHOWN_PER_RULE) lines.push(`    … and ${findings.length - SHOWN_PER_RULE} more`);
  }
  lines.push(
    "",
    summary.violations.length
      ? `VERDICT: FAIL (${[...byRule.keys()].sort().join(", ")}), seed ${summary.seed}; replay: ${summary.replay}`
      : `VERDICT: PASS, seed ${summary.seed}; replay: ${summary.replay}`,
  );
  return lines.join("\n");
}
