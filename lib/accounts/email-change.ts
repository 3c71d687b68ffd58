import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertCurrentPassword } from "@/lib/auth/current-password";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import { queueEmail, queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/errors";
import { newLinkToken } from "@/lib/security/link-tokens";
import { expireAccountTokens, liveAccountToken, spendAccountToken } from "./account-tokens";
import { insertAccountToken, setEmail } from "./queries";
import { EMAIL_CHANGE_HOURS, type EmailChangeJson, type EmailChangeRequestInput } from "./schema";

const fieldError = (path: string, message: string) =>
  new AppError("VALIDATION_FAILED", undefined, { details: [{ path, message }] });

/**
 * Asks to change the person's sign-in e-mail: with their password, a link to the new address confirms it (the
 * address stays as it is until then), and the current address is told. A newer request replaces the earlier one.
 */
export async function requestEmailChange(actor: Actor, input: EmailChangeRequestInput): Promise<EmailChangeJson> {
  if (actor.via === "integration") throw new AppError("FORBIDDEN");
  const user = await db().user.findUnique({ where: { id: actor.userId } });
  if (!user || user.deletedAt) throw new AppError("NOT_FOUND");
  await assertCurrentPassword(user.id, input.currentPassword);
  if (input.newEmail === user.email) throw fieldError("newEmail", "Este já é o e-mail da sua conta");
  if (await db().user.findUnique({ where: { email: input.newEmail }, select: { id: true } }))
    throw new AppError("EMAIL_ALREADY_EXISTS");

  const { token, tokenHash } = newLinkToken();
  return transaction(async (tx) => {
    await expireAccountTokens(tx, user.id, ["EMAIL_CHANGE"]);
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000);
    const row = (await insertAccountToken(tx, user.id, "EMAIL_CHANGE", tokenHash, input.newEmail, expiresAt))[0]!;
    await recordAudit(tx, actor, {
      action: "user.email_change_requested",
      entityType: "user",
      entityId: user.id,
      after: { newEmail: input.newEmail },
    });
    await queueEmails(tx, [
      {
        to: input.newEmail,
        template: "email.change-confirm",
        data: { token, expiresAt: row.expiresAt },
        dedupeKey: `email.change-confirm:${row.id}`,
      },
      {
        to: user.email,
        template: "email.change-requested",
        data: { newEmail: input.newEmail, requestedAt: row.createdAt },
        dedupeKey: `email.change-requested:${row.id}`,
      },
    ]);
    return { newEmail: input.newEmail, expiresAt: row.expiresAt.toISOString() };
  });
}

/** The change waiting for the new address to confirm it, if any (the account page shows it). */
export async function pendingEmailChange(actor: Actor): Promise<EmailChangeJson | null> {
  const row = await db().accountToken.findFirst({
    where: { userId: actor.userId, kind: "EMAIL_CHANGE", usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });
  return row?.newEmail ? { newEmail: row.newEmail, expiresAt: row.expiresAt.toISOString() } : null;
}

/** The address a confirmation link would set (its page says which before it is confirmed); 410 for a dead link. */
export async function emailChangeOfLink(token: string) {
  const row = await liveAccountToken(direct, "EMAIL_CHANGE", token);
  return { newEmail: row.newEmail! };
}

/**
 * Confirms a change through the link sent to the new address, once. The address must still be free; links sent to
 * the old address (a password reset) stop working, and the old address is told of the change.
 */
export async function confirmEmailChange(token: string, requestId?: string) {
  try {
    return await transaction(async (tx) => {
      const row = await spendAccountToken(tx, "EMAIL_CHANGE", token);
      const newEmail = row.newEmail!;
      const oldEmail = row.userEmail;
      const [user] = await setEmail(tx, row.userId, newEmail);
      if (!user) throw new AppError("NOT_FOUND");
      await expireAccountTokens(tx, row.userId, ["PASSWORD_RESET", "EMAIL_CHANGE", "EMAIL_VERIFICATION"]);
      await recordAudit(
        tx,
        { userId: row.userId, requestId },
        {
          action: "user.email_changed",
          entityType: "user",
          entityId: row.userId,
          before: { email: oldEmail },
          after: { email: newEmail },
        },
      );
      await queueEmail(tx, {
        to: oldEmail,
        template: "email.changed",
        data: { newEmail, changedAt: user.updatedAt },
        dedupeKey: `email.changed:${row.id}`,
      });
      return { email: newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_ALREADY_EXISTS");
    throw error;
  }
}
