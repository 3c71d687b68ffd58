import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { settleReceivedPix } from "@/lib/payments/received-pix";
import type { CallbackOutcome } from "@/lib/payments/settlement";
import { EFI_PAYOUT_PROVIDER, withdrawalIdOf } from "@/lib/payouts/efi/provider";
import { apiPixProvider, defaultProvider } from "@/lib/pix/providers";
import { applyPayoutNotice } from "@/lib/withdrawals/payouts";
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
  .refine((pix) => pix.endToEndId !== undefined || pix.gnExtras?.idEnvio !== undefined, { message: "Cada PIX precisa de endToEndId (recebido) ou gnExtras.idEnvio (enviado)." });

export const PixNotificationSchema = z
  .object({ pix: z.array(NotifiedPixSchema).min(1).max(100) })
  .meta({ id: "PixNotification", description: "API Pix's webhook body: the PIX received (and their devoluções), by end-to-end id; with Efí, also the PIX we sent, by gnExtras.idEnvio." });

export const PixNotificationResultSchema = z
  .object({ received: z.number().int(), outcomes: z.array(z.object({ endToEndId: z.string().optional(), idEnvio: z.string().optional(), outcome: z.string() })) })
  .meta({ id: "PixNotificationResult" });

/** Where the PSP is to notify us: its last segment is the secret, which authenticates the unsigned notifications. */
export function notificationUrl(secret: string) {
  return `${env().APP_URL.replace(/\/+$/, "")}/api/v1/providers/api-pix/notifications/${secret}`;
}

/** Registers our notification URL at the PSP (PUT /webhook/{chave}); answers it with the secret masked, for logs. */
export async function registerPixNotifications(): Promise<string> {
  const settings = env();
  if (settings.PIX_PROVIDER !== "api-pix" || !settings.PIX_WEBHOOK_SECRET) throw new Error("PIX_PROVIDER is not api-pix: there is no PSP to register a webhook with");
  await apiPixProvider().registerWebhook(notificationUrl(settings.PIX_WEBHOOK_SECRET));
  return notificationUrl("****");
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A PSP's notification of PIX received, or (Efí) sent. mTLS usually ends at a proxy before us, so
 * the secret in the registered URL is checked, and nothing is credited from the body: each PIX
 * received is read back with GET /pix/{e2eid} and settled once by its end-to-end id; each PIX sent
 * is read back by its idEnvio and settles its withdrawal once.
 */
export async function receivePixNotification(secret: string, body: z.infer<typeof PixNotificationSchema>) {
  const settings = env();
  if (settings.PIX_PROVIDER !== "api-pix" || !settings.PIX_WEBHOOK_SECRET) throw new AppError("NOT_FOUND");
  if (!sameSecret(secret, settings.PIX_WEBHOOK_SECRET)) throw new AppError("INVALID_SIGNATURE");
  const provider = defaultProvider();
  const outcomes: { endToEndId?: string; idEnvio?: string; outcome: CallbackOutcome }[] = [];
  for (const { endToEndId, gnExtras } of body.pix) {
    if (gnExtras?.idEnvio !== undefined) {
      outcomes.push({ idEnvio: gnExtras.idEnvio, outcome: await applyPayoutNotice(EFI_PAYOUT_PROVIDER, withdrawalIdOf(gnExtras.idEnvio)) });
      continue;
    }
    const pix = await provider.getReceivedPix(endToEndId!);
    outcomes.push({ endToEndId: endToEndId!, outcome: pix ? await settleReceivedPix(provider.name, pix) : "unknown_reference" });
  }
  return { received: body.pix.length, outcomes };
}
