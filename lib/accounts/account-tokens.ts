import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { AccountTokenKind } from "@/lib/db/generated/enums";
import { AppError } from "@/lib/http/errors";
import { hashLinkToken } from "@/lib/security/link-tokens";

const invalidLink = () => new AppError("ACCOUNT_LINK_INVALID");

/** The link's token row while it can still be used (unused, unexpired, of a live person); otherwise 410. */
export async function liveAccountToken(tx: Tx, kind: AccountTokenKind, token: string) {
  const row = await tx.accountToken.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    include: { user: { select: { email: true, deletedAt: true } } },
  });
  if (!row || row.kind !== kind || row.usedAt || row.expiresAt <= new Date() || row.user.deletedAt) throw invalidLink();
  return row;
}

/**
 * Spends a link in the caller's transaction: of two uses at once, the second waits for the first's row lock and then
 * finds the token used, so only one goes on. Throws ACCOUNT_LINK_INVALID (410) for any link that cannot be used.
 */
export async function spendAccountToken(tx: Tx, kind: AccountTokenKind, token: string) {
  const row = await liveAccountToken(tx, kind, token);
  const now = new Date();
  const spent = await tx.accountToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (spent.count !== 1) throw invalidLink();
  return row;
}

/** Ends the person's links of these kinds that still work: a newer one replaces them, or they no longer apply. */
export async function expireAccountTokens(tx: Tx, userId: string, kinds: AccountTokenKind[]) {
  const now = new Date();
  await tx.accountToken.updateMany({
    where: { userId, kind: { in: kinds }, usedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
}
