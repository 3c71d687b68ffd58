import "#server-only";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";

// Keeps one run to well under its minute; the rest wait for the next run.
const BATCH_SIZE = 100;

/** What a step did with its row: settled it (counted), or left it for a later run. */
export type RecoveryOutcome = "settled" | "pending";

/** The rows a recovery job looks at: untouched since `staleBefore`, at most `take`, the longest waiting first. */
export type DueWindow = { staleBefore: Date; take: number; now: Date };

export type RecoveryJob<Row extends { id: string }> = {
  /** Names the job in the warning of each row that failed. */
  name: string;
  due(window: DueWindow): Promise<Row[]>;
  /** Carries one row on: asks the remote side again by the row's key and records the answer, or compensates. */
  step(row: Row, now: Date): Promise<RecoveryOutcome>;
};

/**
 * A recovery job as Hyperswitch's process tracker runs them: each job says which of its rows are
 * due and what to do with one; every row is tried on its own (one that throws is logged and waits
 * for the next run, the others go on), and the run answers how many it settled.
 */
export function recoveryJob<Row extends { id: string }>(job: RecoveryJob<Row>): (now?: Date) => Promise<number> {
  return async (now = new Date()) => {
    const staleBefore = new Date(now.getTime() - env().RECOVERY_AFTER_SECONDS * 1000);
    const rows = await job.due({ staleBefore, take: BATCH_SIZE, now });
    let settled = 0;
    for (const row of rows) {
      try {
        if ((await job.step(row, now)) === "settled") settled++;
      } catch (error) {
        logger().warn(
          { err: error, job: job.name, rowId: row.id },
          "recovery step failed; the row waits for the next run",
        );
      }
    }
    return settled;
  };
}
