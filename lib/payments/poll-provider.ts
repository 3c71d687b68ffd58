import "#server-only";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { defaultProvider } from "@/lib/pix/providers";
import { settleProviderFact } from "./provider-facts";
import { markChargeAsked, recordedEventIds, unpaidChargesToAsk } from "./queries/settlement";
import { settleChargeState } from "./received-pix";

// Notifications are missed as a matter of course: charges still open after this are asked about.
const OPEN_FOR_MS = 60 * 1000;
const CHARGES_PER_RUN = 100;
// The window of PIX received read back on every run: wide enough to cover a worker's downtime.
const WINDOW_MS = 2 * 60 * 60 * 1000;

/**
 * Settles what the provider's notifications missed: the open charges it has (GET /cob/{txid}),
 * least recently asked about first, each on its own (a failure is logged and the next one asked),
 * and the PIX it received in the recent window (GET /pix), skipping those already recorded.
 * Providers without an API to ask (the sandbox) are left alone.
 */
export async function pollPixProvider(now = new Date()): Promise<number> {
  const provider = defaultProvider();
  if (provider.name === "sandbox") return 0;
  let settled = 0;
  const open = await unpaidChargesToAsk(db(), provider.name, new Date(now.getTime() - OPEN_FOR_MS), CHARGES_PER_RUN);
  for (const payment of open) {
    try {
      const state = await provider.getCharge(payment.txid);
      if (await settleChargeState(provider.name, payment.id, state, "Removida pelo provedor")) settled++;
    } catch (error) {
      // One charge the PSP cannot answer about stops neither the others nor the sweep below.
      logger().warn({ err: error, paymentId: payment.id }, "could not ask the provider about a charge");
    } finally {
      // Asked about now, answered or not: the next run starts with the others.
      await markChargeAsked(db(), payment);
    }
  }
  const received = await provider.listReceivedPix(new Date(now.getTime() - WINDOW_MS), now);
  const recorded = await recordedEventIds(
    db(),
    provider.name,
    received.map((pix) => `pix:${pix.endToEndId}`),
  );
  const known = new Set(recorded.map((row) => row.eventId));
  for (const pix of received) {
    // Recorded PIX still get their devoluções' news, which settlement applies each time.
    if (!known.has(`pix:${pix.endToEndId}`) || pix.refunds.length) {
      if ((await settleProviderFact({ kind: "pix.read", provider: provider.name, pix })) === "applied") settled++;
    }
  }
  return settled;
}
