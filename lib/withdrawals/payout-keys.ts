import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import type { Actor } from "@/lib/auth/actor";
import { assertCurrentPassword } from "@/lib/auth/current-password";
import { withSecondFactor } from "@/lib/auth/totp";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { queueEmails } from "@/lib/email/outbox";
import { emitEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import { liveOwnerEmails } from "@/lib/team/queries";
import { lockUser } from "@/lib/users/queries";
import { normalizePixKey, PIX_KEY_TYPE_LABELS, type PixKeyType } from "./pix-key";
import {
  currentPayoutKeyRow,
  insertPayoutKey,
  isApprovedCompanyDocument,
  replacePayoutKey,
  trustPayoutKeyRow,
} from "./queries";
import type { PutPayoutKeyInput } from "./schema";
import { toPayoutKeyJson } from "./serializers";

/**
 * Payouts to a changed key wait this long, so that the seller, told by e-mail and webhook, can
 * react before a taken-over account drains the balance to a key of the intruder's.
 */
export const PAYOUT_KEY_HOLD_MS = 24 * 60 * 60 * 1000;

const NO_PAYOUT_KEY = "Nenhuma chave PIX de saque cadastrada.";

const fieldError = (path: string, message: string) =>
  new AppError("VALIDATION_FAILED", undefined, { details: [{ path, message }] });

export async function currentPayoutKey(tx: Tx, sellerId: string) {
  const [key] = await currentPayoutKeyRow(tx, sellerId);
  return key ?? null;
}

/** The seller's registered key as the API shows it, or null while there is none. */
export async function findPayoutKey(actor: Actor) {
  const key = await currentPayoutKey(direct, actor.sellerId);
  return key && toPayoutKeyJson(key);
}

export async function getPayoutKey(actor: Actor) {
  const key = await findPayoutKey(actor);
  if (!key) throw new AppError("NOT_FOUND", NO_PAYOUT_KEY);
  return key;
}

/** A document key must be one of the seller's approved companies: its CNPJ, or its legal representative's CPF. */
async function isCompanyDocument(tx: Tx, sellerId: string, key: { pixKey: string; pixKeyType: PixKeyType }) {
  const [row] = await isApprovedCompanyDocument(tx, sellerId, key);
  return row!.found;
}

/**
 * Registers or changes the seller's payout key: from a browser session only (never an API token),
 * with the person's password and, when they sign in with two-factor, a code (lib/auth/totp.ts).
 * A change holds payouts to the new key for PAYOUT_KEY_HOLD_MS; a first key is payable at once (a
 * document key is the company's own, any other waits for an admin's approval of its first payout).
 * Both are audited and announced by the `payout_key.changed` event; a change also e-mails the seller.
 */
export async function setPayoutKey(actor: Actor, input: PutPayoutKeyInput) {
  assertCan(actor, "payoutKey");
  if (actor.via !== "session")
    throw new AppError("FORBIDDEN", "A chave de saque só pode ser cadastrada ou alterada no painel, com a sua senha.");
  const key = normalizePixKey(input.pixKey, input.pixKeyType);
  if (!key) throw fieldError("pixKey", `Não é uma chave do tipo ${PIX_KEY_TYPE_LABELS[input.pixKeyType]} válida`);
  await assertCurrentPassword(actor.userId, input.currentPassword);

  return withSecondFactor(actor, input.totp, async (tx) => {
    // Locking the seller serialises concurrent changes: one current key, and each audit entry's true "before".
    await lockUser(tx, actor.sellerId);
    const isDocument = key.pixKeyType === "CPF" || key.pixKeyType === "CNPJ";
    if (isDocument && !(await isCompanyDocument(tx, actor.sellerId, key))) {
      throw fieldError(
        "pixKey",
        key.pixKeyType === "CPF"
          ? "O CPF deve ser o do representante legal de uma empresa aprovada da sua conta"
          : "O CNPJ deve ser o de uma empresa aprovada da sua conta",
      );
    }
    const previous = await currentPayoutKey(tx, actor.sellerId);
    if (previous?.pixKey === key.pixKey && previous.pixKeyType === key.pixKeyType)
      throw fieldError("pixKey", "Esta já é a sua chave de saque");
    const now = new Date();
    if (previous) await replacePayoutKey(tx, previous.id, now);
    const created = (
      await insertPayoutKey(tx, {
        sellerId: actor.sellerId,
        ...key,
        holderVerified: isDocument,
        payableFrom: previous ? new Date(now.getTime() + PAYOUT_KEY_HOLD_MS) : null,
        createdBy: actor.userId,
        createdAt: now,
      })
    )[0]!;
    const json = toPayoutKeyJson(created);
    await recordAudit(tx, actor, {
      action: previous ? "payout_key.changed" : "payout_key.registered",
      entityType: "payout_key",
      entityId: created.id,
      ...(previous && { before: toPayoutKeyJson(previous) }),
      after: json,
    });
    await emitEvent(tx, actor.sellerId, "payout_key.changed", json);
    if (created.payableFrom) {
      // Every owner of the account hears of it: a key changed by someone else is what this notice is for.
      const owners = await liveOwnerEmails(tx, actor.sellerId);
      const recipients = new Set([actor.email, ...owners.map((owner) => owner.email)]);
      await queueEmails(
        tx,
        [...recipients].map((to) => ({
          to,
          template: "payout-pix-key.changed" as const,
          data: {
            pixKey: created.pixKey,
            pixKeyType: created.pixKeyType,
            changedAt: now,
            payableFrom: created.payableFrom!,
          },
          dedupeKey: `payout-key.changed:${created.id}:${to}`,
        })),
      );
    }
    return json;
  });
}

/** The key a withdrawal goes to: the registered one, which a `pixKey` sent with the request must match. */
export async function payoutKeyForWithdrawal(
  tx: Tx,
  sellerId: string,
  requested: { pixKey?: string; pixKeyType?: PixKeyType },
) {
  const key = await currentPayoutKey(tx, sellerId);
  if (!key) throw new AppError("PAYOUT_KEY_MISSING");
  if (requested.pixKey !== undefined) {
    const sent = normalizePixKey(requested.pixKey, requested.pixKeyType ?? key.pixKeyType);
    if (sent?.pixKey !== key.pixKey || sent.pixKeyType !== key.pixKeyType) {
      throw new AppError("PAYOUT_KEY_MISMATCH", undefined, {
        details: [{ path: "pixKey", message: "Não é a sua chave de saque cadastrada" }],
      });
    }
  }
  return key;
}

/** An admin approved a payout to the key: one whose holder was not verified is trusted from now on. */
export async function trustPayoutKey(tx: Tx, actor: Actor, keyId: string) {
  const trusted = await trustPayoutKeyRow(tx, keyId, new Date(), actor.userId);
  if (trusted)
    await recordAudit(tx, actor, { action: "payout_key.approved", entityType: "payout_key", entityId: keyId });
}
