import "#server-only";
import { sendEmailVerification } from "@/lib/accounts/email-verification";
import { endSignIns } from "@/lib/accounts/sessions";
import { addFounder } from "@/lib/team/accounts";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { assertCurrentPassword } from "@/lib/auth/current-password";
import { hashPassword } from "@/lib/auth/passwords";
import { isUniqueViolation } from "@/lib/db/errors";
import { issueTokens, revokeAllSessions } from "@/lib/auth/session-tokens";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import { queueEmail } from "@/lib/email/outbox";
import type { Role } from "@/lib/db/generated/enums";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { insertUser, lockActiveAdmins, setPasswordHash, softDeleteUser, updateUserRow, userById } from "./queries";
import type { ChangePasswordInput, CreateUserInput, UpdateUserInput } from "./schema";
import { toUserJson } from "./serializers";

function auditView(user: {
  email: string;
  role: Role;
  companyName: string;
  approved: boolean;
  deletedAt: Date | null;
}) {
  return {
    email: user.email,
    role: user.role,
    companyName: user.companyName,
    approved: user.approved,
    deletedAt: user.deletedAt?.toISOString() ?? null,
  };
}

/** A user the actor may see: themselves, or anyone for an admin. Others are "not found". */
async function findVisibleUser(tx: Tx, actor: Actor, id: string) {
  if (actor.role !== "admin" && actor.userId !== id) throw new AppError("NOT_FOUND");
  const [user] = await userById(tx, id);
  if (!user || (user.deletedAt && actor.role !== "admin")) throw new AppError("NOT_FOUND");
  return user;
}

/** Refuses a change that would leave the platform without an active admin. */
async function assertAnotherAdminRemains(tx: Tx, userId: string) {
  // Locking the admin rows serialises concurrent demotions and deletions.
  const admins = await lockActiveAdmins(tx);
  if (!admins.some((admin) => admin.id !== userId)) throw new AppError("LAST_ADMIN");
}

export async function createUser(actor: Actor, input: CreateUserInput) {
  assertAdmin(actor);
  const passwordHash = await hashPassword(input.password);
  try {
    return await transaction(async (tx) => {
      const user = (
        await insertUser(tx, { email: input.email, passwordHash, companyName: input.companyName, role: input.role })
      )[0]!;
      await addFounder(tx, user);
      // The admin typed the address; the person proves it as anyone signing up does.
      await sendEmailVerification(tx, user);
      await recordAudit(tx, actor, {
        action: "user.created",
        entityType: "user",
        entityId: user.id,
        after: auditView(user),
      });
      return toUserJson(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_ALREADY_EXISTS");
    throw error;
  }
}

export async function getUser(actor: Actor, id: string) {
  return toUserJson(await findVisibleUser(direct, actor, id));
}

export async function updateUser(actor: Actor, id: string, input: UpdateUserInput) {
  if (actor.role !== "admin" && (input.role !== undefined || input.approved !== undefined)) {
    throw new AppError("FORBIDDEN", "Somente administradores alteram papel e aprovação.");
  }
  try {
    return await transaction(async (tx) => {
      const before = await findVisibleUser(tx, actor, id);
      if (before.deletedAt) throw new AppError("NOT_FOUND");
      if (before.role === "admin" && input.role === "seller") await assertAnotherAdminRemains(tx, id);
      // A team member holds no account of their own: one made a seller here would own none.
      if (before.role === "member" && input.role !== undefined)
        throw new AppError("CONFLICT", "Membros de equipe não mudam de papel na plataforma.");
      // One's own address changes only once the new one confirms it; an admin may correct someone else's.
      if (input.email !== undefined && input.email !== before.email && (actor.role !== "admin" || actor.userId === id))
        throw new AppError(
          "FORBIDDEN",
          "Para trocar o seu e-mail, confirme o novo endereço: POST /api/v1/users/me/email-changes (ou em Minha conta).",
        );
      const user = (await updateUserRow(tx, id, input))[0]!;
      if (user.email !== before.email) await sendEmailVerification(tx, user);
      // An admin made a seller (one created as admin has no account of their own yet) owns their account from now on.
      if (input.role === "seller") await addFounder(tx, user);
      await recordAudit(tx, actor, {
        action: "user.updated",
        entityType: "user",
        entityId: id,
        before: auditView(before),
        after: auditView(user),
      });
      return toUserJson(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_ALREADY_EXISTS");
    throw error;
  }
}

export async function deleteUser(actor: Actor, id: string) {
  assertAdmin(actor);
  await transaction(async (tx) => {
    const [user] = await userById(tx, id);
    if (!user || user.deletedAt) throw new AppError("NOT_FOUND");
    if (user.role === "admin") await assertAnotherAdminRemains(tx, id);
    const deleted = (await softDeleteUser(tx, id, new Date()))[0]!;
    await revokeAllSessions(tx, id);
    await recordAudit(tx, actor, {
      action: "user.deleted",
      entityType: "user",
      entityId: id,
      before: auditView(user),
      after: auditView(deleted),
    });
  });
}

/**
 * Changes the caller's own password. Every other sign-in ends: browser sessions but the caller's own one, when the
 * change comes from a browser, and every API token (the caller gets fresh ones).
 */
export async function changePassword(actor: Actor, id: string, input: ChangePasswordInput) {
  if (actor.userId !== id) throw new AppError("NOT_FOUND");
  const user = await db().user.findUnique({ where: { id } });
  if (!user || user.deletedAt) throw new AppError("NOT_FOUND");
  await assertCurrentPassword(id, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return transaction(async (tx) => {
    await endSignIns(tx, id, actor.sessionId);
    const updated = (await setPasswordHash(tx, id, passwordHash))[0]!;
    await recordAudit(tx, actor, { action: "user.password_changed", entityType: "user", entityId: id });
    const changedAt = updated.updatedAt;
    await queueEmail(tx, {
      to: updated.email,
      template: "password.changed",
      data: { changedAt },
      dedupeKey: `password.changed:${id}:${changedAt.toISOString()}`,
    });
    const { tokens } = await issueTokens(tx, updated);
    return { tokens };
  });
}

export async function listMembers(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const where = { role: "admin" as const, deletedAt: null };
  const [rows, total] = await Promise.all([
    db().user.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], ...pageWindow(page) }),
    db().user.count({ where }),
  ]);
  return toPage(rows.map(toUserJson), total, page);
}

export async function updateMemberRole(actor: Actor, id: string, newRole: Exclude<Role, "member">) {
  return updateUser(actor, id, { role: newRole });
}
