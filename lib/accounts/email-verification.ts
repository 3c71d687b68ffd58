import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import { queueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/errors";
import { newLinkToken } from "@/lib/security/link-tokens";
import { expireAccountTokens, liveAccountToken, spendAccountToken } from "./account-tokens";
import { insertAccountToken, lockEmailState, markEmailVerified } from "./queries";
import { EMAIL_VERIFICATION_HOURS } from "./schema";

/**
 * E-mails the link that confirms the person's address, in the caller's transaction (the account's creation, or a
 * request for another): a newer link replaces the earlier one.
 */
export async function sendEmailVerification(tx: Tx, user: { id: string; email: string }) {
  const { token, tokenHash } = newLinkToken();
  await expireAccountTokens(tx, user.id, ["EMAIL_VERIFICATION"]);
  const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_HOURS * 3_600_000);
  const [row] = await insertAccountToken(tx, user.id, "EMAIL_VERIFICATION", tokenHash, null, expiresAt);
  await queueEmail(tx, {
    to: user.email,
    template: "email.verify",
    data: { token, expiresAt },
    dedupeKey: `email.verify:${row!.id}`,
  });
  return { email: user.email, expiresAt: expiresAt.toISOString() };
}

/** The signed-in person's address and whether it is confirmed (their home page asks them to, until it is). */
export async function ownEmailVerification(actor: Actor) {
  const user = await db().user.findUnique({
    where: { id: actor.userId },
    select: { email: true, emailVerifiedAt: true },
  });
  if (!user) throw new AppError("NOT_FOUND");
  return { email: user.email, verified: user.emailVerifiedAt !== null };
}

/** The signed-in person asks for the link again; 409 once the address is confirmed. */
export async function resendEmailVerification(actor: Actor) {
  if (actor.via === "integration") throw new AppError("FORBIDDEN");
  return transaction(async (tx) => {
    const [user] = await lockEmailState(tx, actor.userId);
    if (!user || user.deletedAt) throw new AppError("NOT_FOUND");
    if (user.emailVerifiedAt) throw new AppError("CONFLICT", "Seu e-mail já está confirmado.");
    return sendEmailVerification(tx, { id: actor.userId, email: user.email });
  });
}

/** The address a link would confirm (its page names it before the click); 410 for a dead link. */
export async function emailOfVerificationLink(token: string) {
  const row = await liveAccountToken(direct, "EMAIL_VERIFICATION", token);
  return { email: row.userEmail };
}

/**
 * Confirms the address through the link, once, signed in or not (it may be opened on another device). A link sent
 * before an e-mail change no longer works: the change expires it.
 */
export async function confirmEmailVerification(token: string, requestId?: string) {
  return transaction(async (tx) => {
    const row = await spendAccountToken(tx, "EMAIL_VERIFICATION", token);
    await markEmailVerified(tx, row.userId);
    await recordAudit(
      tx,
      { userId: row.userId, requestId },
      { action: "user.email_verified", entityType: "user", entityId: row.userId, after: { email: row.userEmail } },
    );
    return { email: row.userEmail };
  });
}
