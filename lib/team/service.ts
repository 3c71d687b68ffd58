import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/auth/guards";
import { assertCurrentPassword } from "@/lib/auth/current-password";
import { hashPassword } from "@/lib/auth/passwords";
import { withSecondFactor } from "@/lib/auth/totp";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import type { MemberRole } from "@/lib/db/generated/enums";
import { queueEmail } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { hashLinkToken, newLinkToken } from "@/lib/security/link-tokens";
import { markEmailVerified } from "@/lib/accounts/queries";
import { insertUser } from "@/lib/users/queries";
import { sellerAccountsOf } from "./accounts";
import { can, MEMBER_ROLE_LABELS, type Permission, refusal } from "./permissions";
import {
  claimInvitation,
  deleteMembership,
  insertInvitation,
  insertMembership,
  invitationByTokenHash,
  lockTeam,
  membership,
  revokeInvitationById,
  revokeInvitationsTo,
  setMemberRole,
  userByEmail,
  userNames,
} from "./queries";
import type { AcceptInvitationInput, InviteMemberInput, TransferOwnershipInput, UpdateMemberInput } from "./schema";

/** How long an invitation link stays open. */
export const INVITATION_DAYS = 7;

function assertInAccount(actor: Actor) {
  if (actor.role !== "seller") throw new AppError("FORBIDDEN", "Escolha uma conta de vendedor para ver a equipe.");
}

/** The account's team, owners first; every member may read it. */
export async function listMembers(actor: Actor, page: PageQuery) {
  assertInAccount(actor);
  const where = { sellerId: actor.sellerId };
  const [rows, total] = await Promise.all([
    db().membership.findMany({
      where,
      include: { user: { select: { email: true, name: true } } },
      orderBy: [{ role: "asc" }, { createdAt: "asc" }, { userId: "asc" }],
      ...pageWindow(page),
    }),
    db().membership.count({ where }),
  ]);
  const members = rows.map((row) => ({
    userId: row.userId,
    email: row.user.email,
    name: row.user.name,
    role: row.role,
    joinedAt: row.createdAt.toISOString(),
    you: row.userId === actor.userId,
  }));
  return toPage(members, total, page);
}

const pending = (now = new Date()) => ({ acceptedAt: null, revokedAt: null, expiresAt: { gt: now } });

/** The invitations still open, for those who manage the team. */
export async function listInvitations(actor: Actor, page: PageQuery) {
  assertCan(actor, "team");
  const where = { sellerId: actor.sellerId, ...pending() };
  const [rows, total] = await Promise.all([
    db().invitation.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db().invitation.count({ where }),
  ]);
  const inviters = await db().user.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.invitedById))] } },
    select: { id: true, email: true },
  });
  const emailOf = new Map(inviters.map((user) => [user.id, user.email]));
  return toPage(
    rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      invitedBy: emailOf.get(row.invitedById) ?? "",
    })),
    total,
    page,
  );
}

async function sellerName(tx: Tx, sellerId: string) {
  return (await personNamed(tx, sellerId)).companyName;
}

/** The person's names and address; an account or invitation may outlive nothing, but none is NOT_FOUND. */
async function personNamed(tx: Tx, userId: string) {
  const [person] = await userNames(tx, userId);
  if (!person) throw new AppError("NOT_FOUND");
  return person;
}

/** Sets a member's role; NOT_FOUND, as Prisma's update gave, when they are not (or no longer) in the team. */
async function setRole(tx: Tx, sellerId: string, userId: string, role: MemberRole) {
  if ((await setMemberRole(tx, sellerId, userId, role)) === 0) throw new AppError("NOT_FOUND");
}

/**
 * Invites `email` into the account with `role`: a link valid for INVITATION_DAYS, e-mailed through the outbox. A new
 * invitation to the same address replaces the open one.
 */
export async function inviteMember(actor: Actor, input: InviteMemberInput) {
  assertCan(actor, "team");
  const { token, tokenHash } = newLinkToken();
  return withSecondFactor(actor, input.totp, async (tx) => {
    await lockTeamAs(tx, actor, "team");
    const [person] = await userByEmail(tx, input.email);
    if (person?.role === "admin")
      throw new AppError("CONFLICT", "Administradores da plataforma não entram em equipes de vendedores.");
    if (person && (await membership(tx, actor.sellerId, person.id)).length > 0) throw new AppError("ALREADY_MEMBER");
    const now = new Date();
    await revokeInvitationsTo(tx, actor.sellerId, input.email, now);
    const invitation = (
      await insertInvitation(tx, {
        sellerId: actor.sellerId,
        email: input.email,
        role: input.role,
        tokenHash,
        invitedById: actor.userId,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      })
    )[0]!;
    await recordAudit(tx, actor, {
      action: "team.invited",
      entityType: "seller",
      entityId: actor.sellerId,
      after: { invitationId: invitation.id, email: input.email, role: input.role },
    });
    await queueEmail(tx, {
      to: input.email,
      template: "team.invitation",
      data: {
        sellerName: await sellerName(tx, actor.sellerId),
        invitedBy: actor.email,
        roleLabel: MEMBER_ROLE_LABELS[input.role],
        expiresAt: invitation.expiresAt,
        path: `/invitations/${token}`,
      },
      dedupeKey: `team.invitation:${invitation.id}`,
    });
    return {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
      createdAt: invitation.createdAt.toISOString(),
      invitedBy: actor.email,
    };
  });
}

export async function revokeInvitation(actor: Actor, id: string) {
  assertCan(actor, "team");
  await transaction(async (tx) => {
    if ((await revokeInvitationById(tx, id, actor.sellerId, new Date())) === 0) throw new AppError("NOT_FOUND");
    await recordAudit(tx, actor, {
      action: "team.invitation_revoked",
      entityType: "seller",
      entityId: actor.sellerId,
      after: { invitationId: id },
    });
  });
}

/**
 * Locks the team's rows and reads the actor's role from them, not from the request's start: a change whose author was
 * removed or demoted by one that committed meanwhile is refused, not carried out with a power they no longer hold.
 */
async function lockTeamAs(tx: Tx, actor: Actor, permission: Permission | null) {
  const team = await lockTeam(tx, actor.sellerId);
  const self = team.find((each) => each.userId === actor.userId);
  if (!self) throw new AppError("FORBIDDEN", "Você não faz parte da equipe desta conta.");
  if (permission && !can(self.role, permission)) throw new AppError("FORBIDDEN", refusal(self.role, permission));
  return team;
}

/** Refuses a change that would leave the account with no owner; the team's rows are locked by then. */
function assertOwnerRemains(team: { userId: string; role: MemberRole }[], losing: string) {
  if (!team.some((member) => member.role === "owner" && member.userId !== losing)) throw new AppError("LAST_OWNER");
}

export async function changeMemberRole(actor: Actor, userId: string, { role, totp }: UpdateMemberInput) {
  assertCan(actor, "team");
  await withSecondFactor(actor, totp, async (tx) => {
    const team = await lockTeamAs(tx, actor, "team");
    const member = team.find((each) => each.userId === userId);
    if (!member) throw new AppError("NOT_FOUND");
    if (member.role === role) return;
    if (member.role === "owner") assertOwnerRemains(team, userId);
    await setRole(tx, actor.sellerId, userId, role);
    await recordAudit(tx, actor, {
      action: "team.role_changed",
      entityType: "seller",
      entityId: actor.sellerId,
      before: { userId, role: member.role },
      after: { userId, role },
    });
  });
}

/**
 * Takes a member out of the account (an owner's decision, or the member leaving): from their next request on, their
 * sessions and tokens no longer reach it.
 */
export async function removeMember(actor: Actor, userId: string, totp?: string) {
  const leaving = userId === actor.userId;
  if (!leaving) assertCan(actor, "team");
  assertInAccount(actor);
  const remove = async (tx: Tx) => {
    const team = await lockTeamAs(tx, actor, leaving ? null : "team");
    const member = team.find((each) => each.userId === userId);
    if (!member) throw new AppError("NOT_FOUND");
    if (member.role === "owner") assertOwnerRemains(team, userId);
    await deleteMembership(tx, actor.sellerId, userId);
    await recordAudit(tx, actor, {
      action: leaving ? "team.member_left" : "team.member_removed",
      entityType: "seller",
      entityId: actor.sellerId,
      before: { userId, role: member.role },
    });
    const { email } = await personNamed(tx, userId);
    await queueEmail(tx, {
      to: email,
      template: "team.removed",
      data: { sellerName: await sellerName(tx, actor.sellerId) },
      dedupeKey: `team.removed:${actor.sellerId}:${userId}:${Date.now()}`,
    });
  };
  // Leaving is one's own business; taking someone else out is a team change, under the second factor.
  await (leaving ? transaction(remove) : withSecondFactor(actor, totp, remove));
}

/** Hands the account to another member, with the owner's password and second factor; the owner takes `myNewRole`. */
export async function transferOwnership(actor: Actor, input: TransferOwnershipInput) {
  assertCan(actor, "team");
  if (input.userId === actor.userId) throw new AppError("VALIDATION_FAILED", "Escolha outro membro da equipe.");
  await assertCurrentPassword(actor.userId, input.currentPassword);
  await withSecondFactor(actor, input.totp, async (tx) => {
    const team = await lockTeamAs(tx, actor, "team");
    const target = team.find((each) => each.userId === input.userId);
    if (!target) throw new AppError("NOT_FOUND", "Essa pessoa não faz parte da equipe.");
    await setRole(tx, actor.sellerId, input.userId, "owner");
    await setRole(tx, actor.sellerId, actor.userId, input.myNewRole);
    await recordAudit(tx, actor, {
      action: "team.ownership_transferred",
      entityType: "seller",
      entityId: actor.sellerId,
      before: { owner: actor.userId, newOwnerRole: target.role },
      after: { owner: input.userId, previousOwnerRole: input.myNewRole },
    });
  });
}

async function openInvitation(tx: Tx, token: string, lock = false) {
  const [invitation] = await invitationByTokenHash(tx, hashLinkToken(token), lock);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= new Date())
    throw new AppError("INVITATION_INVALID");
  return invitation;
}

/** What the invitation page shows before anyone signs in: whose account, which role, whether to sign in or sign up. */
export async function previewInvitation(token: string) {
  const invitation = await openInvitation(direct, token);
  const account = await db().user.findUnique({ where: { email: invitation.email }, select: { deletedAt: true } });
  return {
    sellerName: await sellerName(direct, invitation.sellerId),
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: account !== null,
  };
}

/**
 * Accepts an invitation, once: signed in as the invited address, the person joins; with no account for it yet, one
 * is created (a team member's, with no seller account of its own) and joins.
 */
export async function acceptInvitation(actor: Actor | null, token: string, input: AcceptInvitationInput) {
  const passwordHash = !actor && input.password ? await hashPassword(input.password) : null;
  try {
    return await transaction(async (tx) => {
      // Locked: a second accept at once waits for this one, then finds the link used (not the account it created).
      const invitation = await openInvitation(tx, token, true);
      const person = await joiningPerson(tx, actor, invitation.email, input, passwordHash);
      const claimed = await claimInvitation(tx, invitation.id, person.id, new Date());
      if (claimed !== 1) throw new AppError("INVITATION_INVALID");
      await lockTeam(tx, invitation.sellerId);
      if ((await membership(tx, invitation.sellerId, person.id)).length > 0) throw new AppError("ALREADY_MEMBER");
      await insertMembership(tx, invitation.sellerId, person.id, invitation.role, invitation.invitedById);
      await recordAudit(
        tx,
        { userId: person.id, ...(actor?.requestId && { requestId: actor.requestId }) },
        {
          action: "team.invitation_accepted",
          entityType: "seller",
          entityId: invitation.sellerId,
          after: { invitationId: invitation.id, userId: person.id, role: invitation.role },
        },
      );
      return { sellerId: invitation.sellerId, role: invitation.role, accountCreated: person.created };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_ALREADY_EXISTS");
    throw error;
  }
}

async function joiningPerson(
  tx: Tx,
  actor: Actor | null,
  email: string,
  input: AcceptInvitationInput,
  passwordHash: string | null,
): Promise<{ id: string; created: boolean }> {
  if (actor) {
    if (actor.role === "admin")
      throw new AppError("FORBIDDEN", "Administradores da plataforma não entram em equipes de vendedores.");
    if (actor.email !== email)
      throw new AppError("FORBIDDEN", "Este convite foi enviado para outro e-mail. Entre com a conta que o recebeu.");
    // The link came to the account's address: that confirms it, as the sign-up's link would have.
    await markEmailVerified(tx, actor.userId);
    return { id: actor.userId, created: false };
  }
  if ((await userByEmail(tx, email)).length > 0)
    throw new AppError("UNAUTHORIZED", "Já existe uma conta com este e-mail: entre com ela para aceitar o convite.");
  if (!input.name || !passwordHash)
    throw new AppError("VALIDATION_FAILED", "Informe seu nome e uma senha para criar sua conta.", {
      details: [
        ...(input.name ? [] : [{ path: "name", message: "Informe seu nome" }]),
        ...(passwordHash ? [] : [{ path: "password", message: "Crie uma senha" }]),
      ],
    });
  const [user] = await insertUser(tx, {
    email,
    passwordHash,
    name: input.name,
    companyName: input.name,
    role: "member",
    approved: false,
    emailVerified: true,
  });
  return { id: user!.id, created: true };
}

/** The seller accounts the caller works in (X-Seller-Id picks one on API calls). */
export async function myAccounts(actor: Actor) {
  return sellerAccountsOf(actor.userId);
}
