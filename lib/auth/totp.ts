import "#server-only";
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { direct, type RawQueryable } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import { queueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/errors";
import { consumeRateLimit, refundRateLimits } from "@/lib/http/rate-limit";
import { currentKeyPrefix, openSecret, resealSecret, sealSecret } from "@/lib/security/secret-box";
import { lockUser } from "@/lib/users/queries";
import { endSignIns } from "@/lib/accounts/sessions";
import type { Actor } from "./actor";
import { assertCurrentPassword } from "./current-password";
import {
  clearTotp,
  deleteRecoveryCodes,
  enableTotp,
  insertRecoveryCodes,
  spendRecoveryCode,
  spendTotpStep,
  totpUser,
} from "./queries";
import { totpFailureLimits } from "./rate-limits";
import { issueTokens } from "./session-tokens";
import type { TokenUser } from "./tokens";
import type { TotpDisableInput, TotpStartInput } from "./schema";

/** How the authenticator app names the account: the app's name, then the person's e-mail. */
export const TOTP_ISSUER = "PIX Pagamentos";
const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read off paper, typed by hand.
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** Binds the sealed secret to its row: copied onto another user, it does not open. */
export const totpSecretContext = (userId: string) => `users.totpSecret:${userId}`;

type TotpUser = TokenUser & { totpSecret: string | null; totpEnabledAt: Date | null };

function totpOf(user: { email: string }, secret: Secret) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: user.email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret,
  });
}

/** What people type between the characters (spaces, dashes) and the case do not matter. */
const normalize = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

const hashRecoveryCode = (code: string) => createHash("sha256").update(normalize(code)).digest("hex");

function newRecoveryCode(): string {
  const characters = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return characters.join("").match(/.{4}/g)!.join("-");
}

const invalidCode = (field: string) =>
  new AppError("TOTP_INVALID", undefined, { details: [{ path: field, message: "Código inválido ou já usado" }] });

const conflict = (message: string) => new AppError("CONFLICT", message);
const ALREADY_ON = "A verificação em duas etapas já está ativada.";
const NOT_ON = "A verificação em duas etapas não está ativada.";

/**
 * Spends `code` when it is right: a TOTP code of a time step (±1 for clock drift) later than the last one accepted,
 * or an unused recovery code. Each is a conditional UPDATE, so of two requests with one code only one passes,
 * however they interleave; in the caller's transaction, so a change that fails gives the code back.
 */
async function spendCode(tx: Tx, user: TotpUser, code: string, { recovery = true } = {}): Promise<boolean> {
  const typed = normalize(code);
  if (!user.totpSecret) return false;
  if (/^\d{6}$/.test(typed)) {
    const totp = totpOf(user, Secret.fromBase32(openSecret(user.totpSecret, totpSecretContext(user.id))));
    const now = Date.now();
    const delta = totp.validate({ token: typed, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = BigInt(totp.counter({ timestamp: now }) + delta);
    return (await spendTotpStep(tx, user.id, step)) === 1;
  }
  if (!recovery) return false;
  return (await spendRecoveryCode(tx, user.id, hashRecoveryCode(typed), new Date())) === 1;
}

/**
 * Runs `work`, which spends a code, under the person's limit of wrong codes (rate-limits.ts): the attempt counts
 * before anything is checked and is given back unless the code was wrong. Outside any transaction, as the
 * limit's counter takes a connection of its own.
 */
async function underCodeLimit<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const limits = totpFailureLimits(userId);
  for (const rule of limits) await consumeRateLimit(rule);
  try {
    const result = await work();
    await refundRateLimits(limits);
    return result;
  } catch (error) {
    if (!(error instanceof AppError && error.code === "TOTP_INVALID")) await refundRateLimits(limits);
    throw error;
  }
}

/** `client`: `direct` or a transaction. 404 for no such person. */
async function readTotpUser(client: RawQueryable, userId: string): Promise<TotpUser> {
  const [user] = await totpUser(client, userId);
  if (!user) throw new AppError("NOT_FOUND");
  return user;
}

/** Locks the person's row, so enrolment, confirmation and turning off happen one at a time. */
async function lockTotpUser(tx: Tx, userId: string): Promise<TotpUser> {
  await lockUser(tx, userId);
  return readTotpUser(tx, userId);
}

/** Ten new recovery codes in place of the person's old ones; only their hashes are kept. */
async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await deleteRecoveryCodes(tx, userId);
  await insertRecoveryCodes(tx, userId, [...codes].map(hashRecoveryCode));
  return [...codes];
}

/**
 * Starts (or restarts) enrolment: a new secret sealed in the person's row, in force only once a first code confirms
 * it. Refused (409) while two-factor sign-in is on: turning it off comes first.
 */
export async function startTotpEnrolment(actor: Actor, input: TotpStartInput) {
  // With only a stolen session, someone could otherwise put their own app on the account and lock its owner out.
  await assertCurrentPassword(actor.userId, input.currentPassword);
  const secret = new Secret({ size: 20 });
  const started = await db().user.updateMany({
    where: { id: actor.userId, totpEnabledAt: null },
    data: { totpSecret: sealSecret(secret.base32, totpSecretContext(actor.userId)), totpLastStep: null },
  });
  if (!started.count) throw conflict(ALREADY_ON);
  return { secret: secret.base32, otpauthUrl: totpOf(actor, secret).toString() };
}

/**
 * Turns two-factor sign-in on with the app's first code; answers the ten recovery codes, shown this once. Every other
 * sign-in ends, as after a password change (lib/accounts/sessions.ts endSignIns): the caller's browser session stays,
 * and fresh tokens replace the caller's.
 */
export async function confirmTotpEnrolment(actor: Actor, code: string) {
  return underCodeLimit(actor.userId, () =>
    transaction(async (tx) => {
      const user = await lockTotpUser(tx, actor.userId);
      if (user.totpEnabledAt) throw conflict(ALREADY_ON);
      if (!user.totpSecret) throw conflict("Nenhuma ativação em andamento: comece de novo.");
      if (!(await spendCode(tx, user, code, { recovery: false }))) throw invalidCode("code");
      const at = new Date();
      await enableTotp(tx, user.id, at);
      const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
      await recordSwitch(tx, actor, user, "enabled", at);
      // Whoever held a session from before the second factor would otherwise keep it.
      await endSignIns(tx, user.id, actor.sessionId);
      const { tokens } = await issueTokens(tx, user);
      return { recoveryCodes, tokens };
    }),
  );
}

/** The audit entry and the e-mail to the person of turning two-factor sign-in on or off. */
async function recordSwitch(tx: Tx, actor: Actor, user: TotpUser, change: "enabled" | "disabled", at: Date) {
  await recordAudit(tx, actor, { action: `user.totp_${change}`, entityType: "user", entityId: user.id });
  await queueEmail(tx, {
    to: user.email,
    template: `totp.${change}`,
    data: { at },
    dedupeKey: `totp.${change}:${user.id}:${at.toISOString()}`,
  });
}

/** Spends a code of a person whose two-factor sign-in is on (409 otherwise), in the transaction of what it allows. */
async function spendEnabledCode(tx: Tx, userId: string, code: string, field: string): Promise<TotpUser> {
  const user = await lockTotpUser(tx, userId);
  if (!user.totpEnabledAt || !user.totpSecret) throw conflict(NOT_ON);
  if (!(await spendCode(tx, user, code))) throw invalidCode(field);
  return user;
}

/** Turns two-factor sign-in off with the password and a current code or a recovery code. */
export async function disableTotp(actor: Actor, { code, currentPassword }: TotpDisableInput): Promise<void> {
  await assertCurrentPassword(actor.userId, currentPassword);
  await underCodeLimit(actor.userId, () =>
    transaction(async (tx) => {
      const user = await spendEnabledCode(tx, actor.userId, code, "code");
      const at = new Date();
      await clearTotp(tx, user.id);
      await deleteRecoveryCodes(tx, user.id);
      await recordSwitch(tx, actor, user, "disabled", at);
    }),
  );
}

/** Ten new recovery codes for a code; the old ones stop working. */
export async function regenerateRecoveryCodes(actor: Actor, code: string) {
  return underCodeLimit(actor.userId, () =>
    transaction(async (tx) => {
      const user = await spendEnabledCode(tx, actor.userId, code, "code");
      const recoveryCodes = await replaceRecoveryCodes(tx, user.id);
      await recordAudit(tx, actor, {
        action: "user.totp_recovery_codes_regenerated",
        entityType: "user",
        entityId: user.id,
      });
      return { recoveryCodes };
    }),
  );
}

/**
 * The second step of a login whose password was right (lib/auth/service.ts checkLogin): nothing when the person has
 * no two-factor sign-in; otherwise 401 TOTP_REQUIRED without a code, TOTP_INVALID with a wrong or spent one.
 */
export async function checkLoginCode(user: TotpUser, code: string | undefined): Promise<void> {
  if (!user.totpEnabledAt || !user.totpSecret) return;
  if (code === undefined) throw new AppError("TOTP_REQUIRED");
  await underCodeLimit(user.id, async () => {
    if (!(await spendCode(direct, user, code))) throw invalidCode("totp");
  });
}

/**
 * A sensitive change (the payout key, the team) by a person with two-factor sign-in on takes a code too: `change`
 * runs in the transaction that spends it, so a change that fails gives the code back. For a person without it,
 * just the transaction. Throws 401 TOTP_REQUIRED without a code, TOTP_INVALID (naming `field`) with a wrong one.
 */
export async function withSecondFactor<T>(
  actor: Pick<Actor, "userId">,
  code: string | undefined,
  change: (tx: Tx) => Promise<T>,
  field = "totp",
): Promise<T> {
  const { totpEnabledAt } = await readTotpUser(direct, actor.userId);
  if (!totpEnabledAt) return transaction(change);
  if (code === undefined)
    throw new AppError("TOTP_REQUIRED", undefined, {
      details: [{ path: field, message: "Informe o código do aplicativo autenticador" }],
    });
  return underCodeLimit(actor.userId, () =>
    transaction(async (tx) => {
      await spendEnabledCode(tx, actor.userId, code, field);
      return change(tx);
    }),
  );
}

/** What the account page shows: whether it is on, since when, and how many recovery codes are left. */
export async function totpStatus(actor: Actor) {
  const [user, recoveryCodesLeft] = await Promise.all([
    readTotpUser(direct, actor.userId),
    db().totpRecoveryCode.count({ where: { userId: actor.userId, usedAt: null } }),
  ]);
  return { enabled: user.totpEnabledAt !== null, enabledAt: user.totpEnabledAt, recoveryCodesLeft };
}

/**
 * Seals every stored TOTP secret under the current key of SECRETS_KEYS (`npm run secrets:rotate`), so the old key
 * can leave the ring. A row changes only if it still holds what was read, so this may run while the app serves.
 * Returns how many rows changed.
 */
export async function resealTotpSecrets(): Promise<number> {
  let changed = 0;
  // Each row read leaves the selection: resealed here, or meanwhile re-enrolled (current key) or turned off.
  for (;;) {
    const rows = await db().user.findMany({
      where: { totpSecret: { not: null }, NOT: { totpSecret: { startsWith: currentKeyPrefix() } } },
      select: { id: true, totpSecret: true },
      take: 500,
    });
    if (!rows.length) return changed;
    for (const { id, totpSecret } of rows) {
      const sealed = resealSecret(totpSecret!, totpSecretContext(id))!;
      changed += (await db().user.updateMany({ where: { id, totpSecret }, data: { totpSecret: sealed } })).count;
    }
  }
}
