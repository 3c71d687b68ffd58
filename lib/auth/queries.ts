import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_INSTANT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

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
  },
  sql: (userId: string, preferredSellerId: string | null, sessionId: string | null) => Prisma.sql`
    SELECT u.id, u.email, u.role, u.approved, u."deletedAt", u."sessionsRevokedAt", u."totpEnabledAt" IS NOT NULL AS "totpEnabled",
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
    [ID, null, null],
    [ID, ID, ID],
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
