// The reconciliation of one São Paulo day with the PSP, on the seeded database: the PSP's side is
// generated from that day's rows plus injected differences and handed to the comparison in process,
// so the figure is our comparison (our side read, compared, differences stored), not the network.
import { randomUUID } from "node:crypto";
import type { ReceivedPix } from "@/lib/pix/provider";

/** A busy day: about ten times the seed's average day (1M payments over 365 days). */
export const RECONCILED_PIX = 30_000;
/** Differences injected of each kind. */
const INJECTED = 100;
const PROVIDER = "api-pix";

class RolledBack extends Error {}

export type ReconciliationFigure = {
  day: string;
  pspCount: number;
  ourCount: number;
  matchedCount: number;
  differenceCount: number;
  seconds: number;
};

/**
 * Inside one transaction that is rolled back at the end (the seeded database is left as it was): the
 * day's settled payments are made API Pix ones (30,000 of the most recent settled payments moved onto
 * the day, each given an end-to-end id), the PSP's list is read from them, 100 of each difference are
 * injected (PIX the PSP lacks, PIX we lack, another amount returned), then the run is timed.
 */
export async function benchReconciliation(): Promise<ReconciliationFigure> {
  const [{ transaction }, { compareDay }, { finishRun, insertRun }, { addDays, saoPauloDayStart, saoPauloToday }] =
    await Promise.all([
      import("@/lib/db/transaction"),
      import("@/lib/reconciliation/compare"),
      import("@/lib/reconciliation/queries/differences"),
      import("@/lib/time/sao-paulo-days"),
    ]);
  const day = addDays(saoPauloToday(), -2);
  const start = saoPauloDayStart(day);
  let figure: ReconciliationFigure | undefined;
  try {
    await transaction(
      async (tx) => {
        await tx.$executeRaw`
          UPDATE payments p SET purchaser = ${PROVIDER}, "confirmedAt" = ${start}::timestamptz + (c.n * interval '2800 milliseconds'),
            "endToEndId" = 'E00000000' || to_char(${start}::timestamptz, 'YYYYMMDD') || '1200' || lpad(c.n::text, 11, '0')
          FROM (SELECT id, row_number() OVER (ORDER BY "confirmedAt" DESC) AS n FROM payments
                WHERE status IN ('FINISHED', 'REFUNDED') AND "confirmedAt" < ${start} ORDER BY "confirmedAt" DESC LIMIT ${RECONCILED_PIX}) c
          WHERE p.id = c.id`;
        const rows = await tx.$queryRaw<
          { e2e: string; txid: string; amount: number; refunded: number; confirmedAt: Date }[]
        >`
          SELECT "endToEndId" AS e2e, txid, amount, "refundedAmount" AS refunded, "confirmedAt" FROM payments
          WHERE purchaser = ${PROVIDER} AND "confirmedAt" >= ${start} AND "endToEndId" IS NOT NULL ORDER BY "confirmedAt"`;
        const psp: ReceivedPix[] = rows.map((row, i) => {
          // Every INJECTED-th from the end: a devolução done at the PSP that we have not recorded.
          const refunded = i >= rows.length - INJECTED ? row.refunded + 1 : row.refunded;
          const refunds = refunded
            ? [
                {
                  refundId: `D${i}`,
                  amount: refunded,
                  nature: "ORIGINAL",
                  outcome: { status: "DONE" as const, at: row.confirmedAt },
                },
              ]
            : [];
          return { endToEndId: row.e2e, txid: row.txid, amount: row.amount, paidAt: row.confirmedAt, refunds };
        });
        // PIX the PSP does not report, and PIX it received that we never recorded.
        psp.splice(0, INJECTED);
        for (let i = 0; i < INJECTED; i++) {
          psp.push({
            endToEndId: `E99999999${day.replaceAll("-", "")}1300${String(i).padStart(11, "0")}`,
            txid: null,
            amount: 1000 + i,
            paidAt: new Date(start.getTime() + 3_600_000),
            refunds: [],
          });
        }
        const runId = randomUUID();
        const started = performance.now();
        await insertRun(tx, runId, PROVIDER, day, new Date());
        const counts = await compareDay(tx, runId, PROVIDER, day, psp);
        await finishRun(tx, runId, counts, new Date());
        figure = { day, ...counts, seconds: (performance.now() - started) / 1000 };
        throw new RolledBack();
      },
      { timeoutMs: 300_000 },
    );
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return figure!;
}
