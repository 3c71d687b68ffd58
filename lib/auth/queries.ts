import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/**
 * What every authenticated request checks of its user, with the seller account it acts in (the one asked for
 * when it is among the user's memberships, else their own, else their first) and the browser sign-in it rides
 * on. Raw: a model query costs ~1 ms of CPU to compile.
 */
export const sessionUser = defineQuery({
  name: "auth.sessionUser",
  prepared: true,
  columns: {
    id: "uuid",
    email: "text",
    role: "Role",
    approved: "bool",
    deletedAt: "timestamptz | null",
    sessionsRevokedAt: "timestamptz | null",
    totpEnabled: "bool",
    sellerId: "uuid | null",
    memberRole: "MemberRole | null",
    sellerApproved: "bool | null",
    sessionUserId: "uuid | null",
    sessionEndedAt: "timestamptz | null",
    sessionKeptAt: "timestamptz | null",
    sessionLastSeenAt: "timestamptz | null",
    familyEnded: "bool",
  },
  sql: (
    userId: string,
    preferredSellerId: string | null,
    sessionId: string | null,
    familyId: string | null,
  ) => Prisma.sql`
    SELECT u.id, u.email, u.role, u.approved, u."deletedAt", u."sessionsRevokedAt", u."totpEnabledAt" IS NOT NULL AS "totpEnabled",
           EXISTS (SELECT FROM ended_token_families f WHERE f."familyId" = ${familyId}::uuid) AS "familyEnded",
           m."sellerId", m.role AS "memberRole", m.approved AS "sellerApproved",
           b."userId" AS "sessionUserId", b."endedAt" AS "sessionEndedAt",
           b."keptAt" AS "sessionKeptAt", b."lastSeenAt" AS "sessionLastSeenAt"
    FROM users u
    LEFT JOIN LATERAL (
      SELECT ms."sellerId", ms.role, s.approved
      FROM memberships ms JOIN users s ON s.id = ms."sellerId" AND s."deletedAt" IS NULL
      WHERE ms."userId" = u.id
      ORDER BY ms."sellerId" IS NOT DISTINCT FROM ${preferredSellerId}::uuid DESC, ms."sellerId" = u.id DESC,
               ms."createdAt", ms."sellerId"
      LIMIT 1
    ) m ON u.role <> 'admin'
    LEFT JOIN browser_sessions b ON b.id = ${sessionId}::uuid
    WHERE u.id = ${userId}::uuid`,
  examples: [
    [ID, null, null, null],
    [ID, ID, ID, ID],
  ],
});

export const lockRefreshToken = defineQuery({
  name: "auth.lockRefreshToken",
  columns: { familyId: "uuid", revokedAt: "timestamptz | null", userId: "uuid" },
  sql: (id: string) => Prisma.sql`
    SELECT "familyId", "revokedAt", "userId" FROM refresh_tokens WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

/** What a login checks and answers of the person with this e-mail. Raw: a model query costs ~1 ms of CPU to compile. */
export const loginUser = defineQuery({
  name: "auth.loginUser",
  prepared: true,
  columns: {
    id: "uuid",
    email: "text",
    role: "Role",
    approved: "bool",
    companyName: "text",
    passwordHash: "text",
    deletedAt: "timestamptz | null",
    totpSecret: "text | null",
    totpEnabledAt: "timestamptz | null",
  },
  sql: (email: string) => Prisma.sql`
    SELECT id, email, role, approved, "companyName", "passwordHash", "deletedAt", "totpSecret", "totpEnabledAt"
    FROM users WHERE email = ${email}`,
  examples: [["vendedor@demo.pix.br"]],
});

export type LoginUser = Awaited<ReturnType<typeof loginUser>>[number];

export const insertRefreshToken = defineQuery({
  name: "auth.insertRefreshToken",
  prepared: true,
  columns: { id: "uuid" },
  sql: (id: string, userId: string, familyId: string, expiresAt: Date) => Prisma.sql`
    INSERT INTO refresh_tokens (id, "userId", "familyId", "expiresAt")
    VALUES (${id}::uuid, ${userId}::uuid, ${familyId}::uuid, ${expiresAt}::timestamptz)
    RETURNING id`,
  examples: [[ID, ID, ID, EXAMPLE_INSTANT]],
});

/** What a refresh checks and signs of the token's user. */
export const tokenUser = defineQuery({
  name: "auth.tokenUser",
  columns: { id: "uuid", email: "text", role: "Role", approved: "bool", deletedAt: "timestamptz | null" },
  sql: (id: string) => Prisma.sql`SELECT id, email, role, approved, "deletedAt" FROM users WHERE id = ${id}::uuid`,
  examples: [[ID]],
});

/** Spends a refresh token for the one that replaces it. */
export const replaceRefreshToken = defineCommand({
  name: "auth.replaceRefreshToken",
  sql: (id: string, replacedById: string, at: Date) => Prisma.sql`
    UPDATE refresh_tokens SET "revokedAt" = ${at}::timestamptz, "replacedById" = ${replacedById}::uuid
    WHERE id = ${id}::uuid`,
  examples: [[ID, ID, EXAMPLE_INSTANT]],
});

/** Revokes the refresh tokens of a family not yet revoked. */
export const revokeRefreshFamily = defineCommand({
  name: "auth.revokeRefreshFamily",
  sql: (familyId: string, at: Date) => Prisma.sql`
    UPDATE refresh_tokens SET "revokedAt" = ${at}::timestamptz
    WHERE "familyId" = ${familyId}::uuid AND "revokedAt" IS NULL`,
  examples: [[ID, EXAMPLE_INSTANT]],
});

/** Marks a login's tokens ended (lib/auth/session-tokens.ts `endFamily`). */
export const insertEndedFamily = defineCommand({
  name: "auth.insertEndedFamily",
  sql: (familyId: string, at: Date) => Prisma.sql`
    INSERT INTO ended_token_families ("familyId", "endedAt") VALUES (${familyId}::uuid, ${at}::timestamptz)
    ON CONFLICT ("familyId") DO NOTHING`,
  examples: [[ID, EXAMPLE_INSTANT]],
});

/** Revokes the refresh tokens of a user not yet revoked. */
export const revokeUserRefreshTokens = defineCommand({
  name: "auth.revokeUserRefreshTokens",
  sql: (userId: string, at: Date) => Prisma.sql`
    UPDATE refresh_tokens SET "revokedAt" = ${at}::timestamptz
    WHERE "userId" = ${userId}::uuid AND "revokedAt" IS NULL`,
  examples: [[ID, EXAMPLE_INSTANT]],
});

/** Refuses the user's tokens and sign-ins issued before `at`. */
export const setSessionsRevokedAt = defineCommand({
  name: "auth.setSessionsRevokedAt",
  sql: (userId: string, at: Date) => Prisma.sql`
    UPDATE users SET "sessionsRevokedAt" = ${at}::timestamptz, "updatedAt" = now() WHERE id = ${userId}::uuid`,
  examples: [[ID, EXAMPLE_INSTANT]],
});

/** What two-factor sign-in reads of a person. */
export const totpUser = defineQuery({
  name: "auth.totpUser",
  columns: {
    id: "uuid",
    email: "text",
    role: "Role",
    approved: "bool",
    totpSecret: "text | null",
    totpEnabledAt: "timestamptz | null",
  },
  sql: (userId: string) => Prisma.sql`
    SELECT id, email, role, approved, "totpSecret", "totpEnabledAt" FROM users WHERE id = ${userId}::uuid`,
  examples: [[ID]],
});

/**
 * Spends the TOTP code of time step `step`: only when it is later than the last step accepted, so of two requests
 * with one code only one changes the row.
 */
export const spendTotpStep = defineCommand({
  name: "auth.spendTotpStep",
  sql: (userId: string, step: bigint) => Prisma.sql`
    UPDATE users SET "totpLastStep" = ${step}::int8, "updatedAt" = now()
    WHERE id = ${userId}::uuid AND ("totpLastStep" IS NULL OR "totpLastStep" < ${step}::int8)`,
  examples: [[ID, 1n]],
});

/** Spends a recovery code of the person's while it is unused: of two requests with one code only one changes it. */
export const spendRecoveryCode = defineCommand({
  name: "auth.spendRecoveryCode",
  sql: (userId: string, codeHash: string, at: Date) => Prisma.sql`
    UPDATE totp_recovery_codes SET "usedAt" = ${at}::timestamptz
    WHERE "userId" = ${userId}::uuid AND "codeHash" = ${codeHash} AND "usedAt" IS NULL`,
  examples: [[ID, "hash", EXAMPLE_INSTANT]],
});

export const deleteRecoveryCodes = defineCommand({
  name: "auth.deleteRecoveryCodes",
  sql: (userId: string) => Prisma.sql`DELETE FROM totp_recovery_codes WHERE "userId" = ${userId}::uuid`,
  examples: [[ID]],
});

/** The person's recovery codes, by their hashes. */
export const insertRecoveryCodes = defineCommand({
  name: "auth.insertRecoveryCodes",
  sql: (userId: string, codeHashes: string[]) => Prisma.sql`
    INSERT INTO totp_recovery_codes (id, "userId", "codeHash")
    SELECT gen_random_uuid(), ${userId}::uuid, hash FROM unnest(${codeHashes}::text[]) AS hash`,
  examples: [[ID, ["hash"]]],
});

/** Turns two-factor sign-in on with the secret already in the row. */
export const enableTotp = defineCommand({
  name: "auth.enableTotp",
  sql: (userId: string, at: Date) => Prisma.sql`
    UPDATE users SET "totpEnabledAt" = ${at}::timestamptz, "updatedAt" = now() WHERE id = ${userId}::uuid`,
  examples: [[ID, EXAMPLE_INSTANT]],
});

/** Turns two-factor sign-in off: the secret and the last step accepted go with it. */
export const clearTotp = defineCommand({
  name: "auth.clearTotp",
  sql: (userId: string) => Prisma.sql`
    UPDATE users SET "totpSecret" = NULL, "totpEnabledAt" = NULL, "totpLastStep" = NULL, "updatedAt" = now()
    WHERE id = ${userId}::uuid`,
  examples: [[ID]],
});
