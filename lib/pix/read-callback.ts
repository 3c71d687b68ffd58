import "#server-only";
import type { ProviderFact } from "./provider";
import { providerNamed } from "./providers";

/** A provider callback as the fact it reports, once its provider has checked the signature over the raw body. */
export function readProviderCallback(providerName: string, rawBody: string, headers: Headers): ProviderFact {
  const provider = providerNamed(providerName);
  const event = provider.verifyCallback(rawBody, headers);
  return event.kind === "charge"
    ? { kind: "charge.callback", provider: provider.name, event }
    : { kind: "payout.callback", provider: provider.name, event };
}
