import type { Fee } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import { millionthsToPercent } from "./percent";
import type { FeeJson } from "./schema";

export function toFeeJson(fee: Fee): FeeJson {
  return {
    id: fee.id,
    sellerId: fee.sellerId,
    target: fee.target,
    feeType: fee.feeType,
    feeValue: fee.feeType === "FIXED" ? centsToReais(fee.feeValue) : millionthsToPercent(fee.feeValue),
    description: fee.description,
    isActive: fee.isActive,
    createdAt: fee.createdAt.toISOString(),
    updatedAt: fee.updatedAt.toISOString(),
  };
}
