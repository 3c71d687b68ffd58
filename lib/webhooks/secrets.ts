import "#server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { PLAINTEXT_MARKER, currentKeyPrefix, openSecret, resealSecret, sealSecret } from "@/lib/security/secret-box";

/** Binds a sealed secret to its row: one copied onto another webhook does not open there. */
const context = (webhookId: string) => `seller_webhooks.secret:${webhookId}`;

/** A new Standard Webhooks signing secret: `secret` to show the seller once, `sealed` to store. */
export function newWebhookSecret(webhookId: string) {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  return { secret, sealed: sealSecret(secret, context(webhookId)) };
}

/** The secret that signs this endpoint's deliveries. */
export function webhookSigningSecret(webhook: { id: string; secret: string }): string {
  return openSecret(webhook.secret, context(webhook.id));
}

const BATCH = 500;

/**
 * Seals stored secrets under the current key: the plaintexts the encryption migration marked and,
 * with `rotate`, the values sealed under an older key. A row changes only if it still holds what
 * was read, so this may run while the app serves. Returns how many rows changed.
 */
export async function resealWebhookSecrets({ rotate }: { rotate: boolean }): Promise<number> {
  const pending = rotate
    ? { NOT: { secret: { startsWith: currentKeyPrefix() } } }
    : { secret: { startsWith: PLAINTEXT_MARKER } };
  let changed = 0;
  let after = "";
  for (;;) {
    const rows = await db().sellerWebhook.findMany({
      where: { ...pending, ...(after && { id: { gt: after } }) },
      select: { id: true, secret: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    for (const row of rows) {
      const sealed = resealSecret(row.secret, context(row.id))!;
      changed += (
        await db().sellerWebhook.updateMany({ where: { id: row.id, secret: row.secret }, data: { secret: sealed } })
      ).count;
    }
    if (rows.length < BATCH) return changed;
    after = rows.at(-1)!.id;
  }
}
