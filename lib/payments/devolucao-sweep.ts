import "#server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import type { PixProvider, ReceivedPix } from "@/lib/pix/provider";
import { defaultProvider } from "@/lib/pix/providers";
import { REFUND_WINDOW_DAYS } from "@/lib/refunds/service";
import { settleProviderFact } from "./provider-facts";
import {
  advanceDevolucaoSweep,
  claimDevolucaoSweep,
  pixWithUnbookedDevolucoes,
  releaseDevolucaoSweep,
} from "./queries/devolucao-sweep";

const HOUR_MS = 60 * 60 * 1000;
// A devolução, the PSP's own (MED) included, comes within this window of its PIX.
const WINDOW_MS = REFUND_WINDOW_DAYS * 24 * HOUR_MS;
/**
 * Each run reads SLICES_PER_RUN slices of SLICE_MS of PIX, one GET /pix?devolucaoPresente=true (all its pages) each.
 * Run every 5 minutes (lib/jobs/schedule.ts), that is 180 hours of PIX an hour: a pass over the 90 days takes about
 * 12 hours, so a devolução whose notification was lost is booked within a day even if the sweep stops for hours.
 */
export const SLICE_MS = 3 * HOUR_MS;
export const SLICES_PER_RUN = 5;
// Well beyond a run's few requests; a run that died holds the sweep no longer than this.
const LEASE_MS = 10 * 60 * 1000;
// A pass meant to take half a day that takes a whole one leaves devoluções unbooked longer than promised.
const PASS_LATE_MS = 24 * HOUR_MS;

/**
 * Books the devoluções whose notification was lost, the PSP's own (MED) above all, however old their PIX: the PSP's
 * PIX with a devolução over the last 90 days, read a slice at a time from a cursor kept in the database (a run that
 * fails or dies is resumed where it stopped), and each PIX with a devolução not yet booked here settled as its
 * notification would have been. Answers how many PIX it settled.
 */
export async function sweepDevolucoes(now = new Date()): Promise<number> {
  const provider = defaultProvider();
  // The sandbox lists no PIX: nothing to sweep.
  if (provider.name === "sandbox") return 0;
  const leaseId = randomUUID();
  const startedAt = Date.now();
  // Counted on the run's clock, which tests move ahead of the wall clock.
  const lease = () => new Date(now.getTime() + (Date.now() - startedAt) + LEASE_MS);
  const [claimed] = await claimDevolucaoSweep(db(), provider.name, leaseId, now, lease());
  // Another run holds it.
  if (!claimed) return 0;
  const oldest = now.getTime() - WINDOW_MS;
  let from = new Date(Math.max(claimed.nextFrom?.getTime() ?? oldest, oldest));
  const passStartedAt = claimed.nextFrom ? claimed.passStartedAt : now;
  let settled = 0;
  try {
    for (let slice = 0; slice < SLICES_PER_RUN; slice++) {
      const to = new Date(Math.min(from.getTime() + SLICE_MS, now.getTime()));
      // A cursor at or past this run's now (another worker's clock ahead of ours) leaves nothing to read.
      if (to > from) settled += await sweepSlice(provider, from, to);
      const passEnded = to.getTime() >= now.getTime();
      if (passEnded) reportPass(provider.name, passStartedAt, now);
      const [held] = passEnded
        ? await advanceDevolucaoSweep(db(), provider.name, leaseId, null, null, lease())
        : await advanceDevolucaoSweep(db(), provider.name, leaseId, to, passStartedAt, lease());
      if (!held || passEnded) break;
      from = to;
    }
  } finally {
    await releaseDevolucaoSweep(db(), provider.name, leaseId);
  }
  return settled;
}

function reportPass(provider: string, startedAt: Date | null, now: Date) {
  const tookMs = startedAt ? now.getTime() - startedAt.getTime() : 0;
  const hours = Math.round((tookMs / HOUR_MS) * 10) / 10;
  if (tookMs > PASS_LATE_MS)
    logger().warn({ provider, hours }, "the devolução sweep took more than a day to read the last 90 days");
  else logger().info({ provider, hours }, "the devolução sweep read the last 90 days");
}

/**
 * The PIX of [from, to) with a devolução, each settled if one of its devoluções is not yet booked. A PIX whose
 * settlement fails is logged and left to the next pass; a PSP that cannot answer fails the run, which the next one
 * repeats from this slice.
 */
async function sweepSlice(provider: PixProvider, from: Date, to: Date): Promise<number> {
  // The PSP's `fim` is inclusive: the slice ends a millisecond before the next one starts.
  const listed = await provider.listReceivedPix(from, new Date(to.getTime() - 1), { withRefunds: true });
  // A PSP that ignores devolucaoPresente lists every PIX.
  const returned = listed.filter((pix) => pix.refunds.length > 0);
  if (!returned.length) return 0;
  const unbooked = new Set(
    (await pixWithUnbookedDevolucoes(db(), provider.name, returned.flatMap(listedDevolucoes))).map(
      (row) => row.endToEndId,
    ),
  );
  let settled = 0;
  for (const pix of returned) {
    if (!unbooked.has(pix.endToEndId)) continue;
    try {
      await settleProviderFact({ kind: "pix.read", provider: provider.name, pix });
      settled++;
    } catch (error) {
      logger().warn({ err: error, endToEndId: pix.endToEndId }, "could not book a devolução the sweep found");
    }
  }
  return settled;
}

function listedDevolucoes(pix: ReceivedPix) {
  return pix.refunds.map((refund) => ({
    endToEndId: pix.endToEndId,
    txid: pix.txid,
    devolucaoId: refund.refundId,
    final: refund.outcome.status !== "PROCESSING",
    done: refund.outcome.status === "DONE",
  }));
}
