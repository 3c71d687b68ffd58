import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { MemberRole } from "@/lib/db/generated/enums";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/**
 * The account's team rows, locked: changes to who is owner serialise here, so two owners removing each other at once
 * cannot leave the account with none.
 */
export const lockTeam = defineQuery({
  name: "team.lockTeam",
  columns: { userId: "uuid", role: "MemberRole" },
  sql: (sellerId: string) => Prisma.sql`
    SELECT "userId", role FROM memberships WHERE "sellerId" = ${sellerId}::uuid ORDER BY "userId" FOR UPDATE`,
  examples: [[ID]],
});

/** An invitations row in full, as the Prisma model reads it. */
export const INVITATION = {
  id: "uuid",
  sellerId: "uuid",
  email: "text",
  role: "MemberRole",
  tokenHash: "text",
  invitedById: "uuid",
  expiresAt: "timestamptz",
  acceptedAt: "timestamptz | null",
  acceptedById: "uuid | null",
  revokedAt: "timestamptz | null",
  createdAt: "timestamptz",
} as const;

/** Neither accepted, revoked nor expired at `now`. */
const pendingAt = (now: Date) =>
  Prisma.sql`"acceptedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > ${now}::timestamptz`;

/** Revokes the account's open invitations to `email`. */
export const revokeInvitationsTo = defineCommand({
  name: "team.revokeInvitationsTo",
  sql: (sellerId: string, email: string, now: Date) => Prisma.sql`
    UPDATE invitations SET "revokedAt" = ${now}::timestamptz
    WHERE "sellerId" = ${sellerId}::uuid AND email = ${email} AND ${pendingAt(now)}`,
  examples: [[ID, "a@b.c", AT]],
});

/** Revokes one of the account's invitations, when still open. */
export const revokeInvitationById = defineCommand({
  name: "team.revokeInvitationById",
  sql: (id: string, sellerId: string, now: Date) => Prisma.sql`
    UPDATE invitations SET "revokedAt" = ${now}::timestamptz
    WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid AND ${pendingAt(now)}`,
  examples: [[ID, ID, AT]],
});

/** Marks the invitation accepted by `userId`, when still open. */
export const claimInvitation = defineCommand({
  name: "team.claimInvitation",
  sql: (id: string, userId: string, now: Date) => Prisma.sql`
    UPDATE invitations SET "acceptedAt" = ${now}::timestamptz, "acceptedById" = ${userId}::uuid
    WHERE id = ${id}::uuid AND ${pendingAt(now)}`,
  examples: [[ID, ID, AT]],
});

export type NewInvitation = {
  sellerId: string;
  email: string;
  role: MemberRole;
  tokenHash: string;
  invitedById: string;
  expiresAt: Date;
};

export const insertInvitation = defineQuery({
  name: "team.insertInvitation",
  columns: INVITATION,
  sql: (invitation: NewInvitation) => Prisma.sql`
    INSERT INTO invitations (id, "sellerId", email, role, "tokenHash", "invitedById", "expiresAt")
    VALUES (gen_random_uuid(), ${invitation.sellerId}::uuid, ${invitation.email}, ${invitation.role}::"MemberRole",
      ${invitation.tokenHash}, ${invitation.invitedById}::uuid, ${invitation.expiresAt}::timestamptz)
    RETURNING *`,
  examples: [[{ sellerId: ID, email: "a@b.c", role: "viewer", tokenHash: "h", invitedById: ID, expiresAt: AT }]],
});

/** The invitation of a link; `lock` row-locks it until the transaction ends (an accept, which claims it). */
export const invitationByTokenHash = defineQuery({
  name: "team.invitationByTokenHash",
  columns: INVITATION,
  sql: (tokenHash: string, lock: boolean) =>
    Prisma.sql`SELECT * FROM invitations WHERE "tokenHash" = ${tokenHash} ${lock ? Prisma.sql`FOR UPDATE` : Prisma.empty}`,
  examples: [
    ["h", false],
    ["h", true],
  ],
});

/** The person with this e-mail, if any. */
export const userByEmail = defineQuery({
  name: "team.userByEmail",
  columns: { id: "uuid", role: "Role" },
  sql: (email: string) => Prisma.sql`SELECT id, role FROM users WHERE email = ${email}`,
  examples: [["a@b.c"]],
});

/** How the team's e-mails name a person and an account. */
export const userNames = defineQuery({
  name: "team.userNames",
  columns: { email: "text", companyName: "text" },
  sql: (id: string) => Prisma.sql`SELECT email, "companyName" FROM users WHERE id = ${id}::uuid`,
  examples: [[ID]],
});

/** The person's membership of the account, if any. */
export const membership = defineQuery({
  name: "team.membership",
  columns: { role: "MemberRole" },
  sql: (sellerId: string, userId: string) => Prisma.sql`
    SELECT role FROM memberships WHERE "sellerId" = ${sellerId}::uuid AND "userId" = ${userId}::uuid`,
  examples: [[ID, ID]],
});

export const insertMembership = defineCommand({
  name: "team.insertMembership",
  sql: (sellerId: string, userId: string, role: MemberRole, invitedById: string | null) => Prisma.sql`
    INSERT INTO memberships ("sellerId", "userId", role, "invitedById", "updatedAt")
    VALUES (${sellerId}::uuid, ${userId}::uuid, ${role}::"MemberRole", ${invitedById}::uuid, now())`,
  examples: [[ID, ID, "viewer", ID]],
});

/** Makes the seller their own account's owner; nothing when they already are a member of it. */
export const insertFounder = defineCommand({
  name: "team.insertFounder",
  sql: (sellerId: string) => Prisma.sql`
    INSERT INTO memberships ("sellerId", "userId", role, "updatedAt")
    VALUES (${sellerId}::uuid, ${sellerId}::uuid, 'owner', now())
    ON CONFLICT ("sellerId", "userId") DO NOTHING`,
  examples: [[ID]],
});

export const setMemberRole = defineCommand({
  name: "team.setMemberRole",
  sql: (sellerId: string, userId: string, role: MemberRole) => Prisma.sql`
    UPDATE memberships SET role = ${role}::"MemberRole", "updatedAt" = now()
    WHERE "sellerId" = ${sellerId}::uuid AND "userId" = ${userId}::uuid`,
  examples: [[ID, ID, "viewer"]],
});

export const deleteMembership = defineCommand({
  name: "team.deleteMembership",
  sql: (sellerId: string, userId: string) => Prisma.sql`
    DELETE FROM memberships WHERE "sellerId" = ${sellerId}::uuid AND "userId" = ${userId}::uuid`,
  examples: [[ID, ID]],
});

/** The e-mail addresses of the seller's owners whose accounts are not deleted. */
export const liveOwnerEmails = defineQuery({
  name: "team.liveOwnerEmails",
  columns: { email: "text" },
  sql: (sellerId: string) => Prisma.sql`
    SELECT u.email FROM memberships m JOIN users u ON u.id = m."userId"
    WHERE m."sellerId" = ${sellerId}::uuid AND m.role = 'owner' AND u."deletedAt" IS NULL`,
  examples: [[ID]],
});
