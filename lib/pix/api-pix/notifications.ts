import "#server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { EFI_PAYOUT_PROVIDER, withdrawalIdOf } from "@/lib/payouts/efi/provider";
import type { ProviderFact } from "@/lib/pix/provider";
import { apiPixProvider, defaultProvider } from "@/lib/pix/providers";
import { z } from "@/lib/zod";
import { E2eidSchema } from "./spec";

// The notification's body is only read for its ids: each PIX is read back from the PSP. Efí posts
// the Pix we sent (payouts) to the same webhook, told apart by its extras' idEnvio. Lenient past
// that, as PSPs add fields of their own; 100 items is what a PSP sends at most per request.
const NotifiedPixSchema = z
  .looseObject({
    endToEndId: E2eidSchema.optional(),
    gnExtras: z.looseObject({ idEnvio: z.string().min(1).max(35).optional() }).optional(),
  })
  .refine((pix) => pix.endToEndId !== undefined || pix.gnExtras?.idEnvio !== undefined, {
    message: "Cada PIX precisa de endToEndId (recebido) ou gnExtras.idEnvio (enviado).",
  });

export const PixNotificationSchema = z.object({ pix: z.array(NotifiedPixSchema).min(1).max(100) }).meta({
  id: "PixNotification",
  description:
    "API Pix's webhook body: the PIX received (and their devoluções), by end-to-end id; with Efí, also the PIX we sent, by gnExtras.idEnvio.",
});

export const PixNotificationResultSchema = z
  .object({
    received: z.number().int(),
    outcomes: z.array(
      z.object({ endToEndId: z.string().optional(), idEnvio: z.string().optional(), outcome: z.string() }),
    ),
  })
  .meta({ id: "PixNotificationResult" });

/** Where the PSP is to notify us: its last segment is the secret, which authenticates the unsigned notifications. */
export function notificationUrl(secret: string) {
  return `${env().APP_URL.replace(/\/+$/, "")}/api/v1/providers/api-pix/notifications/${secret}`;
}

/** Registers our notification URL at the PSP (PUT /webhook/{chave}); answers it with the secret masked, for logs. */
export async function registerPixNotifications(): Promise<string> {
  const settings = env();
  if (settings.PIX_PROVIDER !== "api-pix" || !settings.PIX_WEBHOOK_SECRET)
    throw new Error("PIX_PROVIDER is not api-pix: there is no PSP to register a webhook with");
  await apiPixProvider().registerWebhook(notificationUrl(settings.PIX_WEBHOOK_SECRET));
  return notificationUrl("****");
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses a notification whose URL does not carry our secret: 404 without API Pix, 401 with another secret. */
export function checkNotificationSecret(secret: string): void {
  const settings = env();
  if (settings.PIX_PROVIDER !== "api-pix" || !settings.PIX_WEBHOOK_SECRET) throw new AppError("NOT_FOUND");
  if (!sameSecret(secret, settings.PIX_WEBHOOK_SECRET)) throw new AppError("INVALID_SIGNATURE");
}

/** One PIX of a notification as the fact it reports, under the id the notification named it by. */
export type NotifiedFact = ({ endToEndId: string } | { idEnvio: string }) & { fact: ProviderFact };

/**
 * A PSP's notification of PIX received, or (Efí) sent. mTLS usually ends at a proxy before us, so
 * the secret in the registered URL is checked, and nothing is taken from the body but ids: each PIX
 * received is read back with GET /pix/{e2eid}, one at a time as they are settled; each PIX sent is
 * reported as a notice about its withdrawal, which lib/withdrawals reads back by its idEnvio.
 */
export async function* readPixNotification(
  secret: string,
  body: z.infer<typeof PixNotificationSchema>,
): AsyncGenerator<NotifiedFact> {
  checkNotificationSecret(secret);
  const provider = defaultProvider();
  for (const { endToEndId, gnExtras } of body.pix) {
    if (gnExtras?.idEnvio !== undefined)
      yield {
        idEnvio: gnExtras.idEnvio,
        fact: { kind: "payout.notice", provider: EFI_PAYOUT_PROVIDER, withdrawalId: withdrawalIdOf(gnExtras.idEnvio) },
      };
    else
      yield {
        endToEndId: endToEndId!,
        fact: { kind: "pix.read", provider: provider.name, pix: await provider.getReceivedPix(endToEndId!) },
      };
  }
}
