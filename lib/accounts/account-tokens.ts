import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { RawQueryable } from "@/lib/db/direct";
import type { AccountTokenKind } from "@/lib/db/generated/enums";
import { AppError } from "@/lib/http/errors";
import { hashLinkToken } from "@/lib/security/link-tokens";
import { accountTokenByHash, expireAccountTokenRows, spendAccountTokenRow } from "./queries";

const invalidLink = () => new AppError("ACCOUNT_LINK_INVALID");

/**
 * The link's token row, with its person's e-mail, while it can still be used (unused, unexpired, of a live person);
 * otherwise 410. `client`: `direct` or a transaction.
 */
export async function liveAccountToken(client: RawQueryable, kind: AccountTokenKind, token: string) {
  const [row] = await accountTokenByHash(client, hashLinkToken(token));
  if (!row || row.kind !== kind || row.usedAt || row.expiresAt <= new Date() || row.userDeletedAt) throw invalidLink();
  return row;
}

/**
 * Spends a link in the caller's transaction: of two uses at once, the second waits for the first's row lock and then
 * finds the token used, so only one goes on. Throws ACCOUNT_LINK_INVALID (410) for any link that cannot be used.
 */
export async function spendAccountToken(tx: Tx, kind: AccountTokenKind, token: string) {
  const row = await liveAccountToken(tx, kind, token);
  const now = new Date();
  if ((await spendAccountTokenRow(tx, row.id, now)) !== 1) throw invalidLink();
  return row;
}

/** Ends the person's links of these kinds that still work: a newer one replaces them, or they no longer apply. */
export async function expireAccountTokens(tx: Tx, userId: string, kinds: AccountTokenKind[]) {
  const now = new Date();
  await expireAccountTokenRows(tx, userId, kinds, now);
}
