import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin, readableAccount } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { assertLiveSeller, isLiveSeller } from "@/lib/users/sellers";
import { effectiveFees, selectEffectiveFees } from "./effective-fees";
import { candidateFees, insertFee, lockFeeRow, updateFeeRow } from "./queries";
import {
  type CreateFeeInput,
  type FeeListQuery,
  type SellerFeePreviewInput,
  type SellerFeePreviewJson,
  type SellerFeesJson,
  storedFeeValue,
  type UpdateFeeInput,
} from "./schema";
import { feeValueJson, toFeeJson } from "./serializers";

/** Row-locks a fee so that concurrent edits record a true "before" in the audit trail. */
async function lockFee(tx: Tx, id: string) {
  const [fee] = await lockFeeRow(tx, id);
  if (!fee) throw new AppError("NOT_FOUND");
  return fee;
}

export async function createFee(actor: Actor, input: CreateFeeInput) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const sellerId = input.sellerId ?? null;
    if (sellerId !== null) await assertLiveSeller(tx, sellerId);
    const fee = (
      await insertFee(tx, {
        sellerId,
        target: input.target,
        feeType: input.feeType,
        feeValue: input.feeValue,
        description: input.description ?? null,
        isActive: input.isActive,
      })
    )[0]!;
    const json = toFeeJson(fee);
    await recordAudit(tx, actor, { action: "fee.created", entityType: "fee", entityId: fee.id, after: json });
    return json;
  });
}

export async function updateFee(actor: Actor, id: string, input: UpdateFeeInput) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const before = await lockFee(tx, id);
    const feeType = input.feeType ?? before.feeType;
    const fee = (
      await updateFeeRow(tx, id, {
        target: input.target ?? before.target,
        feeType,
        feeValue: input.feeValue !== undefined ? storedFeeValue(feeType, input.feeValue) : before.feeValue,
        description: input.description !== undefined ? input.description : before.description,
        isActive: input.isActive ?? before.isActive,
      })
    )[0]!;
    const json = toFeeJson(fee);
    await recordAudit(tx, actor, {
      action: "fee.updated",
      entityType: "fee",
      entityId: id,
      before: toFeeJson(before),
      after: json,
    });
    return json;
  });
}

/** Every fee, defaults and sellers' alike, active or not. */
export async function listAllFees(actor: Actor, { sellerId, ...page }: FeeListQuery) {
  assertAdmin(actor);
  const where: Prisma.FeeWhereInput = sellerId !== undefined ? { sellerId } : {};
  const [rows, total] = await Promise.all([
    db().fee.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], ...pageWindow(page) }),
    db().fee.count({ where }),
  ]);
  return toPage(rows.map(toFeeJson), total, page);
}

/** The platform's defaults for the admin's page: active first, then by target and age. */
export async function listDefaultFees(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const where: Prisma.FeeWhereInput = { sellerId: null };
  const [rows, total] = await Promise.all([
    db().fee.findMany({
      where,
      orderBy: [{ isActive: "desc" }, { target: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      ...pageWindow(page),
    }),
    db().fee.count({ where }),
  ]);
  return toPage(rows.map(toFeeJson), total, page);
}

/** The defaults a seller without own fees pays now. */
export async function activeDefaultFees(actor: Actor) {
  assertAdmin(actor);
  const rows = await db().fee.findMany({
    where: { sellerId: null, isActive: true },
    orderBy: [{ target: "asc" }, { createdAt: "asc" }],
  });
  return rows.map(toFeeJson);
}

/** The fees that apply to the caller's account, or for an admin to `ofSeller`'s. */
export async function sellerFees(actor: Actor, ofSeller?: string): Promise<SellerFeesJson> {
  const sellerId = readableAccount(actor, ofSeller);
  return { sellerId, fees: (await effectiveFees(direct, sellerId)).map(toFeeJson) };
}

/** Sellers page through the fees that apply to them; admins through all fees. */
export async function listFeesFor(actor: Actor, query: FeeListQuery) {
  if (actor.role === "admin") return listAllFees(actor, query);
  const { fees } = await sellerFees(actor);
  const { skip, take } = pageWindow(query);
  return toPage(fees.slice(skip, skip + take), fees.length, query);
}

/** A fee by its id or, given a seller's id, the fees that apply to that seller. */
export async function getFeeOrSellerFees(actor: Actor, id: string) {
  assertAdmin(actor);
  const fee = await db().fee.findUnique({ where: { id } });
  if (fee) return toFeeJson(fee);
  if (await isLiveSeller(direct, id)) return sellerFees(actor, id);
  throw new AppError("NOT_FOUND");
}

type PreviewEntry = Omit<SellerFeePreviewJson["fees"][number], "change"> & { isActive: boolean };

/**
 * What adding or switching off one of a seller's own fees would do to the fees that apply to them,
 * picked as payments pick them (selectEffectiveFees), so the admin sees which defaults stop or
 * start applying before saving. Nothing is saved.
 */
export async function previewSellerFees(
  actor: Actor,
  sellerId: string,
  input: SellerFeePreviewInput,
): Promise<SellerFeePreviewJson> {
  assertAdmin(actor);
  await assertLiveSeller(direct, sellerId);
  const now: PreviewEntry[] = (await candidateFees(direct, sellerId)).map((fee) => ({
    id: fee.id,
    sellerId: fee.sellerId,
    target: fee.target,
    feeType: fee.feeType,
    feeValue: feeValueJson(fee.feeType, fee.feeValue),
    description: fee.description,
    isActive: true,
  }));
  let next: PreviewEntry[];
  if (input.action === "CREATE") {
    const { target, feeType, feeValue, description } = input.fee;
    const added = {
      id: null,
      sellerId,
      target,
      feeType,
      feeValue: feeValueJson(feeType, feeValue),
      description: description ?? null,
      isActive: true,
    };
    // The newest of its target, where payments list it (by target, then age).
    const at = now.findLastIndex((fee) => fee.target === target) + 1 || now.length;
    next = [...now.slice(0, at), added, ...now.slice(at)];
  } else {
    if (!now.some((fee) => fee.id === input.feeId && fee.sellerId === sellerId))
      throw new AppError("NOT_FOUND", "Tarifa ativa deste vendedor não encontrada.");
    next = now.map((fee) => (fee.id === input.feeId ? { ...fee, isActive: false } : fee));
  }
  const applying = (fees: PreviewEntry[]) => new Set(selectEffectiveFees(fees, sellerId).map((fee) => fee.id));
  const [before, after] = [applying(now), applying(next)];
  const fees = next
    .filter((fee) => before.has(fee.id) || after.has(fee.id))
    .map(({ isActive: _, ...fee }) => ({
      ...fee,
      change:
        before.has(fee.id) === after.has(fee.id)
          ? ("UNCHANGED" as const)
          : after.has(fee.id)
            ? ("STARTS" as const)
            : ("STOPS" as const),
    }));
  return { sellerId, fees };
}
