import "#server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { EFI_PAYOUT_PROVIDER, type EfiPayoutProvider, efiPayoutProviderFromSettings } from "./efi/provider";
import { ManualPayoutProvider } from "./manual";
import type { PayoutProvider } from "./provider";
import { SandboxPayoutProvider } from "./sandbox";

const sandbox = new SandboxPayoutProvider();
const manual = new ManualPayoutProvider();
let efi: EfiPayoutProvider | undefined;

// Built on first use: its settings (credentials, certificate) exist only with PAYOUT_PROVIDER=efi.
function efiProvider(): EfiPayoutProvider {
  efi ??= efiPayoutProviderFromSettings();
  return efi;
}

/** Every provider a withdrawal may have been paid out through: each keeps the one it was made with. */
const PROVIDERS = new Map<string, () => PayoutProvider>([
  [sandbox.name, () => sandbox],
  [manual.name, () => manual],
  [EFI_PAYOUT_PROVIDER, efiProvider],
]);

/** The provider PAYOUT_PROVIDER names: new withdrawals are paid out through it. */
export function payoutProvider(): PayoutProvider {
  return payoutProviderNamed(env().PAYOUT_PROVIDER);
}

/** A withdrawal's stored provider. */
export function payoutProviderNamed(name: string): PayoutProvider {
  const provider = PROVIDERS.get(name);
  if (!provider) throw new AppError("NOT_FOUND", "Provedor de saques desconhecido.");
  return provider();
}
