import "#server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { hashPassword } from "@/lib/auth/passwords";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import { queueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/errors";
import { newLinkToken } from "@/lib/security/link-tokens";
import { expireAccountTokens, liveAccountToken, spendAccountToken } from "./account-tokens";
import { setPasswordHash } from "@/lib/users/queries";
import { insertAccountToken, markEmailVerified } from "./queries";
import { PASSWORD_RESET_MINUTES, type PasswordResetInput, type PasswordResetRequestInput } from "./schema";
import { endSignIns } from "./sessions";

/** How long a reset request takes at least, known address or not, so the time does not tell which. */
export const RESET_REQUEST_FLOOR_MS = 300;

const REQUESTED = {
  message: `Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por ${PASSWORD_RESET_MINUTES} minutos.`,
};

/**
 * "Esqueci minha senha": e-mails a single-use link to the address when it belongs to a live account, replacing any
 * earlier link. The answer, and the time it takes, are the same either way (the route limits the rate per address and
 * per caller).
 */
export async function requestPasswordReset(input: PasswordResetRequestInput, requestId?: string) {
  const started = performance.now();
  const { token, tokenHash } = newLinkToken();
  const user = await db().user.findUnique({ where: { email: input.email }, select: { id: true, deletedAt: true } });
  if (user && !user.deletedAt) {
    await transaction(async (tx) => {
      await expireAccountTokens(tx, user.id, ["PASSWORD_RESET"]);
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000);
      const row = (await insertAccountToken(tx, user.id, "PASSWORD_RESET", tokenHash, null, expiresAt))[0]!;
      await recordAudit(
        tx,
        { userId: user.id, requestId },
        {
          action: "user.password_reset_requested",
          entityType: "user",
          entityId: user.id,
        },
      );
      await queueEmail(tx, {
        to: input.email,
        template: "password.reset",
        data: { token, minutes: PASSWORD_RESET_MINUTES },
        dedupeKey: `password.reset:${row.id}`,
      });
    });
  }
  await sleep(Math.max(0, RESET_REQUEST_FLOOR_MS - (performance.now() - started)));
  return REQUESTED;
}

/** Whether a reset link still works (the page asks before showing its form); 410 otherwise. */
export async function checkPasswordResetLink(token: string) {
  const row = await liveAccountToken(direct, "PASSWORD_RESET", token);
  return { expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets the new password through a reset link, once: every session and API token of the person ends, and every other
 * link they were sent; an e-mail says the password changed.
 */
export async function resetPassword(token: string, input: PasswordResetInput, requestId?: string) {
  const passwordHash = await hashPassword(input.password);
  await transaction(async (tx) => {
    const { userId } = await spendAccountToken(tx, "PASSWORD_RESET", token);
    const [user] = await setPasswordHash(tx, userId, passwordHash);
    if (!user) throw new AppError("NOT_FOUND");
    // The link was read at the address: it is confirmed, as the sign-up's link would have.
    await markEmailVerified(tx, userId);
    await endSignIns(tx, userId);
    await recordAudit(
      tx,
      { userId, requestId },
      { action: "user.password_reset", entityType: "user", entityId: userId },
    );
    await queueEmail(tx, {
      to: user.email,
      template: "password.changed",
      data: { changedAt: user.updatedAt },
      dedupeKey: `password.changed:${userId}:${user.updatedAt.toISOString()}`,
    });
  });
}
