import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { AccountTokenKind } from "@/lib/db/generated/enums";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** An account_tokens row in full, as the Prisma model reads it. */
const ACCOUNT_TOKEN = {
  id: "uuid",
  userId: "uuid",
  kind: "AccountTokenKind",
  tokenHash: "text",
  newEmail: "text | null",
  expiresAt: "timestamptz",
  usedAt: "timestamptz | null",
  createdAt: "timestamptz",
} as const;

/** The link's token row of that hash, with its person's e-mail and deletion. */
export const accountTokenByHash = defineQuery({
  name: "accounts.accountTokenByHash",
  columns: { ...ACCOUNT_TOKEN, userEmail: "text", userDeletedAt: "timestamptz | null" },
  sql: (tokenHash: string) => Prisma.sql`
    SELECT t.*, u.email AS "userEmail", u."deletedAt" AS "userDeletedAt"
    FROM account_tokens t JOIN users u ON u.id = t."userId"
    WHERE t."tokenHash" = ${tokenHash}`,
  examples: [["hash"]],
});

export const insertAccountToken = defineQuery({
  name: "accounts.insertAccountToken",
  columns: ACCOUNT_TOKEN,
  sql: (userId: string, kind: AccountTokenKind, tokenHash: string, newEmail: string | null, expiresAt: Date) =>
    Prisma.sql`
      INSERT INTO account_tokens (id, "userId", kind, "tokenHash", "newEmail", "expiresAt")
      VALUES (gen_random_uuid(), ${userId}::uuid, ${kind}::"AccountTokenKind", ${tokenHash}, ${newEmail},
        ${expiresAt}::timestamptz)
      RETURNING *`,
  examples: [[ID, "EMAIL_CHANGE", "hash", "novo@demo.pix.br", AT]],
});

/**
 * Spends a link's token while it is unused and unexpired at `at`: of two uses at once only one changes the row (the
 * second waits for the first's row lock, then no longer matches).
 */
export const spendAccountTokenRow = defineCommand({
  name: "accounts.spendAccountTokenRow",
  sql: (id: string, at: Date) => Prisma.sql`
    UPDATE account_tokens SET "usedAt" = ${at}::timestamptz
    WHERE id = ${id}::uuid AND "usedAt" IS NULL AND "expiresAt" > ${at}::timestamptz`,
  examples: [[ID, AT]],
});

/** Expires, at `at`, the person's links of these kinds still unused and unexpired. */
export const expireAccountTokenRows = defineCommand({
  name: "accounts.expireAccountTokenRows",
  sql: (userId: string, kinds: AccountTokenKind[], at: Date) => Prisma.sql`
    UPDATE account_tokens SET "expiresAt" = ${at}::timestamptz
    WHERE "userId" = ${userId}::uuid AND kind = ANY(${kinds}::"AccountTokenKind"[])
      AND "usedAt" IS NULL AND "expiresAt" > ${at}::timestamptz`,
  examples: [[ID, ["PASSWORD_RESET", "EMAIL_CHANGE"], AT]],
});

/**
 * Sets the person's sign-in e-mail, confirmed (the link that set it was read there); the unique index on it refuses one
 * taken meanwhile.
 */
export const setEmail = defineQuery({
  name: "accounts.setEmail",
  columns: { updatedAt: "timestamptz" },
  sql: (userId: string, email: string) => Prisma.sql`
    UPDATE users SET email = ${email}, "emailVerifiedAt" = now(), "updatedAt" = now() WHERE id = ${userId}::uuid
    RETURNING "updatedAt"`,
  examples: [[ID, "novo@demo.pix.br"]],
});

/**
 * Ends, at `at`, the person's browser sessions not ended and signed in after `since`, all but `keep` when given.
 */
export const endBrowserSessions = defineCommand({
  name: "accounts.endBrowserSessions",
  sql: (userId: string, since: Date, at: Date, keep: string | undefined) => Prisma.sql`
    UPDATE browser_sessions SET "endedAt" = ${at}::timestamptz
    WHERE "userId" = ${userId}::uuid AND "endedAt" IS NULL AND "createdAt" > ${since}::timestamptz
      ${keep ? Prisma.sql`AND id <> ${keep}::uuid` : Prisma.empty}`,
  examples: [
    [ID, AT, AT, undefined],
    [ID, AT, AT, ID],
  ],
});

/** Marks the person's session that survives the revocation of `at` (BrowserSession.keptAt). */
export const keepBrowserSession = defineCommand({
  name: "accounts.keepBrowserSession",
  sql: (id: string, userId: string, at: Date) => Prisma.sql`
    UPDATE browser_sessions SET "keptAt" = ${at}::timestamptz WHERE id = ${id}::uuid AND "userId" = ${userId}::uuid`,
  examples: [[ID, ID, AT]],
});

/** Ends, at `at`, one of the person's browser sessions not yet ended. */
export const endBrowserSessionRow = defineCommand({
  name: "accounts.endBrowserSessionRow",
  sql: (id: string, userId: string, at: Date) => Prisma.sql`
    UPDATE browser_sessions SET "endedAt" = ${at}::timestamptz
    WHERE id = ${id}::uuid AND "userId" = ${userId}::uuid AND "endedAt" IS NULL`,
  examples: [[ID, ID, AT]],
});

/** Marks the person's e-mail confirmed, keeping the first time it was. */
export const markEmailVerified = defineCommand({
  name: "accounts.markEmailVerified",
  sql: (userId: string) => Prisma.sql`
    UPDATE users SET "emailVerifiedAt" = coalesce("emailVerifiedAt", now()) WHERE id = ${userId}::uuid`,
  examples: [[ID]],
});

/** The person's address and whether it is confirmed, the row locked: a resend waits for a confirmation under way. */
export const lockEmailState = defineQuery({
  name: "accounts.lockEmailState",
  columns: { email: "text", emailVerifiedAt: "timestamptz | null", deletedAt: "timestamptz | null" },
  sql: (userId: string) => Prisma.sql`
    SELECT email, "emailVerifiedAt", "deletedAt" FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
  examples: [[ID]],
});
