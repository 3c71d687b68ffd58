import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin, assertCan } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Enterprise, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import {
  deleteEnterpriseRow,
  disapproveOwner,
  documentsOf,
  type EnterpriseColumns,
  enterpriseIdWithCnpj,
  insertEnterprise,
  liveEnterprise,
  liveEnterpriseIdOf,
  lockCnpj,
  lockLiveEnterpriseOf,
  lockUser,
  setReviewState,
  updateEnterprise,
} from "./queries";
import {
  type CreateEnterpriseInput,
  type EnterpriseJson,
  type UpdateEnterpriseInput,
  missingDocumentTypes,
} from "./schema";
import { type EnterpriseWithDocuments, toAdminEnterpriseJson, toEnterpriseJson } from "./serializers";

const withDocuments = { documents: true } as const;
const withOwner = { documents: true, user: true } as const;

/** Whose enterprises a caller may see: sellers only their own, admins any (null). */
function visibleOwner(actor: Actor): string | null {
  if (!actor.sellerId) throw new AppError("UNAUTHORIZED");
  return actor.role === "admin" ? null : actor.sellerId;
}

/** Where a caller may see an enterprise: sellers only their own, admins any; deleted ones nobody. */
function visibleTo(actor: Actor, id?: string): Prisma.EnterpriseWhereInput {
  const owner = visibleOwner(actor);
  return {
    ...(id !== undefined && { id }),
    deletedAt: null,
    ...(owner !== null && { userId: owner }),
  };
}

function toColumns(input: UpdateEnterpriseInput): EnterpriseColumns {
  const { averageRevenue, averageTicket, legalRepStartDate, ...rest } = input;
  const columns: EnterpriseColumns = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  }
  if (averageRevenue !== undefined) columns.averageRevenue = BigInt(averageRevenue);
  if (averageTicket !== undefined) columns.averageTicket = averageTicket;
  if (legalRepStartDate !== undefined) columns.legalRepStartDate = new Date(`${legalRepStartDate}T00:00:00Z`);
  return columns;
}

/** One CNPJ, one live company: serialised on the CNPJ so two sign-ups cannot both pass the check. */
async function assertCnpjFree(tx: Tx, cnpj: string, exceptId: string | null) {
  await lockCnpj(tx, cnpj);
  const [taken] = await enterpriseIdWithCnpj(tx, cnpj, exceptId);
  if (taken)
    throw new AppError("CNPJ_ALREADY_REGISTERED", undefined, {
      details: [{ path: "cnpj", message: "CNPJ já cadastrado" }],
    });
}

/**
 * The enterprise a statement read or wrote, with its documents as `include: { documents: true }` read them; none is
 * 404, as a model query that found no row was.
 */
export async function includeDocuments(tx: Tx, [enterprise]: Enterprise[]): Promise<EnterpriseWithDocuments> {
  if (!enterprise) throw new AppError("NOT_FOUND");
  return { ...enterprise, documents: await documentsOf(tx, enterprise.id) };
}

/** Row-locks the caller's live enterprise for a change. */
async function lockOwnEnterprise(tx: Tx, userId: string) {
  const rows = await lockLiveEnterpriseOf(tx, userId);
  if (!rows.length) throw new AppError("NOT_FOUND", "Você ainda não cadastrou uma empresa.");
  return includeDocuments(tx, rows);
}

/**
 * After a seller's change: a company with every document enters the review queue; a rejected
 * one that the seller edits goes back to review.
 */
export async function refreshReviewState(tx: Tx, enterprise: EnterpriseWithDocuments) {
  if (enterprise.status === "APPROVED") return enterprise;
  const complete = missingDocumentTypes(enterprise.documents).length === 0;
  const resubmitted = enterprise.status === "REJECTED";
  const submittedAt = complete ? (resubmitted ? new Date() : (enterprise.submittedAt ?? new Date())) : null;
  if (!resubmitted && submittedAt?.getTime() === enterprise.submittedAt?.getTime()) return enterprise;
  return includeDocuments(tx, await setReviewState(tx, enterprise.id, submittedAt, resubmitted));
}

export async function createEnterprise(actor: Actor, input: CreateEnterpriseInput) {
  assertCan(actor, "company");
  return transaction(async (tx) => {
    await lockUser(tx, actor.sellerId);
    if ((await liveEnterpriseIdOf(tx, actor.sellerId)).length) throw new AppError("ENTERPRISE_ALREADY_EXISTS");
    await assertCnpjFree(tx, input.cnpj, null);
    const enterprise = await includeDocuments(tx, await insertEnterprise(tx, actor.sellerId, toColumns(input)));
    await recordAudit(tx, actor, { action: "enterprise.created", entityType: "enterprise", entityId: enterprise.id });
    return toEnterpriseJson(enterprise);
  });
}

export async function updateOwnEnterprise(actor: Actor, input: UpdateEnterpriseInput) {
  assertCan(actor, "company");
  return transaction(async (tx) => {
    const before = await lockOwnEnterprise(tx, actor.sellerId);
    if (before.status === "APPROVED") throw new AppError("ENTERPRISE_LOCKED");
    if (input.cnpj !== undefined) await assertCnpjFree(tx, input.cnpj, before.id);
    const updated = await includeDocuments(tx, await updateEnterprise(tx, before.id, toColumns(input)));
    const enterprise = await refreshReviewState(tx, updated);
    const [was, now] = [toEnterpriseJson(before), toEnterpriseJson(enterprise)];
    // The values, as the API shows them, of the fields the change touched: what a reviewer compares against.
    const touched = Object.keys(input) as (keyof UpdateEnterpriseInput & keyof EnterpriseJson)[];
    const changed = touched.filter((key) => was[key] !== now[key]);
    const valuesOf = (json: EnterpriseJson) => Object.fromEntries(changed.map((key) => [key, json[key]]));
    await recordAudit(tx, actor, {
      action: "enterprise.updated",
      entityType: "enterprise",
      entityId: before.id,
      before: { status: was.status, ...valuesOf(was) },
      after: { status: now.status, ...valuesOf(now) },
    });
    return now;
  });
}

export async function findOwnEnterprise(actor: Actor) {
  const enterprise = await db().enterprise.findFirst({
    where: { userId: actor.sellerId, deletedAt: null },
    include: withDocuments,
  });
  return enterprise ? toEnterpriseJson(enterprise) : null;
}

export async function getEnterprise(actor: Actor, id: string) {
  const enterprise = await db().enterprise.findFirst({ where: visibleTo(actor, id), include: withDocuments });
  if (!enterprise) throw new AppError("NOT_FOUND");
  return toEnterpriseJson(enterprise);
}

/** Sellers get their own (a page of at most one); admins get everyone's. */
export async function listEnterprises(actor: Actor, page: PageQuery) {
  const where = visibleTo(actor);
  const [rows, total] = await Promise.all([
    db().enterprise.findMany({
      where,
      include: withDocuments,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      ...pageWindow(page),
    }),
    db().enterprise.count({ where }),
  ]);
  return toPage(rows.map(toEnterpriseJson), total, page);
}

export type AdminEnterpriseQuery = PageQuery & { status?: "PENDING" | "APPROVED" | "REJECTED"; search?: string };

export async function listAdminEnterprises(actor: Actor, { status, search, ...page }: AdminEnterpriseQuery) {
  assertAdmin(actor);
  const digits = search?.replace(/[.\-/\s]/g, "").toUpperCase();
  const where: Prisma.EnterpriseWhereInput = {
    deletedAt: null,
    ...(status !== undefined && { status }),
    ...(search !== undefined && {
      OR: [
        { companyName: { contains: search, mode: "insensitive" } },
        { commercialName: { contains: search, mode: "insensitive" } },
        { email: { contains: search, mode: "insensitive" } },
        { user: { email: { contains: search, mode: "insensitive" } } },
        ...(digits ? [{ cnpj: { startsWith: digits } }] : []),
      ],
    }),
  };
  const [rows, total] = await Promise.all([
    db().enterprise.findMany({
      where,
      include: withOwner,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      ...pageWindow(page),
    }),
    db().enterprise.count({ where }),
  ]);
  return toPage(rows.map(toAdminEnterpriseJson), total, page);
}

/** Complete companies awaiting a decision. */
const REVIEW_QUEUE: Prisma.EnterpriseWhereInput = { deletedAt: null, status: "PENDING", submittedAt: { not: null } };

export async function countReviewQueue(actor: Actor) {
  assertAdmin(actor);
  return db().enterprise.count({ where: REVIEW_QUEUE });
}

/** The review queue, oldest submission first. */
export async function listReviewQueue(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const [rows, total] = await Promise.all([
    db().enterprise.findMany({
      where: REVIEW_QUEUE,
      include: withOwner,
      orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
      ...pageWindow(page),
    }),
    countReviewQueue(actor),
  ]);
  return toPage(rows.map(toAdminEnterpriseJson), total, page);
}

export async function getEnterpriseForAdmin(actor: Actor, id: string) {
  assertAdmin(actor);
  const enterprise = await db().enterprise.findFirst({ where: { id, deletedAt: null }, include: withOwner });
  if (!enterprise) throw new AppError("NOT_FOUND");
  return toAdminEnterpriseJson(enterprise);
}

/** Soft delete by the owner (their own) or an admin; the owner loses approval with it. */
export async function deleteEnterprise(actor: Actor, id?: string) {
  if (actor.role !== "admin") assertCan(actor, "company");
  await transaction(async (tx) => {
    const enterprise =
      id === undefined
        ? await lockOwnEnterprise(tx, actor.sellerId)
        : (await liveEnterprise(tx, id, visibleOwner(actor)))[0];
    if (!enterprise) throw new AppError("NOT_FOUND");
    await deleteEnterpriseRow(tx, enterprise.id, new Date());
    await disapproveOwner(tx, enterprise.userId);
    await recordAudit(tx, actor, {
      action: "enterprise.deleted",
      entityType: "enterprise",
      entityId: enterprise.id,
      before: { status: enterprise.status },
    });
  });
}
