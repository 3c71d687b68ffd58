import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin, readableAccount } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import type { WithdrawalConfig } from "@/lib/db/generated/client";
import { millionthsToPercent } from "@/lib/fees/percent";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { centsToReais } from "@/lib/money";
import { lockLiveSeller } from "@/lib/users/queries";
import { assertLiveSeller, liveSellers, SELLER_NOT_FOUND } from "@/lib/users/sellers";
import { upsertWithdrawalConfig, withdrawalConfigRow } from "./queries";
import type { PutWithdrawalConfigInput } from "./schema";

export type WithdrawalTerms = Omit<WithdrawalConfig, "sellerId" | "createdAt" | "updatedAt">;

/** The defaults: R$ 20 to R$ 5.000 per withdrawal, R$ 50.000 a day, R$ 2,00 fee, manual review. */
export const DEFAULT_WITHDRAWAL_TERMS: WithdrawalTerms = {
  minAmount: 2_000,
  maxAmount: 500_000,
  dailyLimit: 5_000_000n,
  feeType: "FIXED",
  feeValue: 200,
  mode: "MANUAL",
  allowApi: false,
};

export async function withdrawalTermsOf(tx: Tx, sellerId: string): Promise<WithdrawalTerms> {
  const [config] = await withdrawalConfigRow(tx, sellerId);
  return config ?? DEFAULT_WITHDRAWAL_TERMS;
}

function toConfigJson(sellerId: string, config: WithdrawalConfig | null) {
  const terms = config ?? DEFAULT_WITHDRAWAL_TERMS;
  return {
    sellerId,
    minAmount: centsToReais(terms.minAmount),
    maxAmount: centsToReais(terms.maxAmount),
    dailyLimit: centsToReais(terms.dailyLimit),
    feeType: terms.feeType,
    feeValue: terms.feeType === "FIXED" ? centsToReais(terms.feeValue) : millionthsToPercent(terms.feeValue),
    mode: terms.mode,
    allowApi: terms.allowApi,
    updatedAt: config?.updatedAt.toISOString() ?? null,
  };
}

/** The withdrawal limits of the caller's account, or for an admin of `ofSeller`'s. */
export async function getWithdrawalConfig(actor: Actor, ofSeller?: string) {
  const sellerId = readableAccount(actor, ofSeller);
  await assertLiveSeller(direct, sellerId);
  return toConfigJson(sellerId, await db().withdrawalConfig.findUnique({ where: { sellerId } }));
}

export async function listWithdrawalConfigs(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const [sellers, total] = await Promise.all([
    db().user.findMany({
      where: liveSellers,
      select: { id: true, withdrawalConfig: true },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      ...pageWindow(page),
    }),
    db().user.count({ where: liveSellers }),
  ]);
  return toPage(
    sellers.map((seller) => toConfigJson(seller.id, seller.withdrawalConfig)),
    total,
    page,
  );
}

export async function putWithdrawalConfig(actor: Actor, sellerId: string, input: PutWithdrawalConfigInput) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    // Locking the seller serialises concurrent changes, so each audit entry has the true "before".
    const [seller] = await lockLiveSeller(tx, sellerId);
    if (!seller) throw new AppError("NOT_FOUND", SELLER_NOT_FOUND);
    const [before] = await withdrawalConfigRow(tx, sellerId);
    const [config] = await upsertWithdrawalConfig(tx, sellerId, input);
    const json = toConfigJson(sellerId, config!);
    await recordAudit(tx, actor, {
      action: "withdrawal_config.updated",
      entityType: "withdrawal_config",
      entityId: sellerId,
      before: toConfigJson(sellerId, before ?? null),
      after: json,
    });
    return json;
  });
}
