import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import type { ReserveConfig } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { millionthsToPercent } from "@/lib/fees/percent";
import { centsToReais } from "@/lib/money";
import { lockLiveSeller } from "@/lib/users/queries";
import { assertLiveSeller, liveSellers, SELLER_NOT_FOUND } from "@/lib/users/sellers";
import { reserveConfigRow, reserveTermsOf, upsertReserveConfig } from "./queries";
import type { PutReserveConfigInput, ReserveConfigJson } from "./schema";

/**
 * What applies to a seller without a configuration row: no rolling reserve; the precautionary hold
 * keeps the net of a payment above R$ 1.000,00 for 72 hours during the seller's first 30 days.
 */
const DEFAULT_RESERVE = {
  percentage: 0,
  days: 0,
  isActive: true,
  newSellerDays: 30,
  newSellerHoldAbove: 100_000,
  newSellerHoldHours: 72,
} as const;

/** percentage in millionths of the net; newSellerHoldAbove in centavos. */
export type ReserveTerms = {
  percentage: number;
  days: number;
  isActive: boolean;
  newSellerDays: number;
  newSellerHoldAbove: number;
  newSellerHoldHours: number;
};

/** A seller's reserve terms. */
export async function reserveConfigOf(tx: Tx, sellerId: string): Promise<ReserveTerms> {
  const [config] = await reserveTermsOf(tx, sellerId);
  return config ?? { ...DEFAULT_RESERVE };
}

function toReserveConfigJson(sellerId: string, config: ReserveConfig | null): ReserveConfigJson {
  const terms = config ?? DEFAULT_RESERVE;
  return {
    sellerId,
    percentage: millionthsToPercent(terms.percentage),
    days: terms.days,
    isActive: terms.isActive,
    newSellerDays: terms.newSellerDays,
    newSellerHoldAbove: centsToReais(terms.newSellerHoldAbove),
    newSellerHoldHours: terms.newSellerHoldHours,
    updatedAt: config?.updatedAt.toISOString() ?? null,
  };
}

/** Every live seller with their configuration or the defaults, newest seller first. */
export async function listReserveConfigs(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const [sellers, total] = await Promise.all([
    db().user.findMany({
      where: liveSellers,
      select: { id: true, reserveConfig: true },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      ...pageWindow(page),
    }),
    db().user.count({ where: liveSellers }),
  ]);
  return toPage(
    sellers.map((seller) => toReserveConfigJson(seller.id, seller.reserveConfig)),
    total,
    page,
  );
}

export async function getReserveConfig(actor: Actor, sellerId: string) {
  assertAdmin(actor);
  await assertLiveSeller(direct, sellerId);
  return toReserveConfigJson(sellerId, await db().reserveConfig.findUnique({ where: { sellerId } }));
}

export async function putReserveConfig(actor: Actor, sellerId: string, input: PutReserveConfigInput) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    // Locking the seller serialises concurrent changes, so each audit entry has the true "before".
    const [seller] = await lockLiveSeller(tx, sellerId);
    if (!seller) throw new AppError("NOT_FOUND", SELLER_NOT_FOUND);
    const [before] = await reserveConfigRow(tx, sellerId);
    const [config] = await upsertReserveConfig(tx, sellerId, input);
    const json = toReserveConfigJson(sellerId, config!);
    await recordAudit(tx, actor, {
      action: "reserve_config.updated",
      entityType: "reserve_config",
      entityId: sellerId,
      before: toReserveConfigJson(sellerId, before ?? null),
      after: json,
    });
    return json;
  });
}
