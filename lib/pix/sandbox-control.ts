import "#server-only";
import { sandboxControlsOn } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { EFI_PAYOUT_PROVIDER, idEnvioOf } from "@/lib/payouts/efi/provider";
import { payAtStandIn, settleEnvioAtStandIn } from "./api-pix/stand-in-payer";
import type { PayoutFact, ProviderFact } from "./provider";
import { providerNamed } from "./providers";
import type { SandboxProvider } from "./sandbox-provider";

export function assertSandboxEnabled() {
  if (!sandboxControlsOn()) throw new AppError("NOT_FOUND");
}

export type SandboxCallback = Parameters<SandboxProvider["signedCallback"]>[0];

/**
 * "The buyer paid" a charge issued at the PSP stand-in: paid there (the stand-in then notifies us,
 * as a PSP would) and read back at once, as the poller would.
 */
export async function payAtPspStandIn(txid: string): Promise<ProviderFact> {
  const { endToEndId } = await payAtStandIn(txid);
  return { kind: "pix.read", provider: "api-pix", pix: await providerNamed("api-pix").getReceivedPix(endToEndId) };
}

/**
 * "The payout reached the key" (or did not) for a Pix sent through the PSP stand-in (Efí's API):
 * settled there (the stand-in then notifies us) and reported at once as that notice.
 */
export async function settleAtPspStandIn(withdrawalId: string, outcome: "completed" | "failed"): Promise<PayoutFact> {
  await settleEnvioAtStandIn(idEnvioOf(withdrawalId), outcome === "completed" ? "REALIZADO" : "NAO_REALIZADO");
  return { kind: "payout.notice", provider: EFI_PAYOUT_PROVIDER, withdrawalId };
}
