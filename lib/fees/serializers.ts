import "#server-only";
import type { Fee } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import { millionthsToPercent } from "./percent";
import type { FeeJson } from "./schema";

/** A stored fee value in the API's units: reais for FIXED, percent for PERCENTAGE. */
export function feeValueJson(feeType: Fee["feeType"], value: number): number {
  return feeType === "FIXED" ? centsToReais(value) : millionthsToPercent(value);
}

export function toFeeJson(fee: Fee): FeeJson {
  return {
    id: fee.id,
    sellerId: fee.sellerId,
    target: fee.target,
    feeType: fee.feeType,
    feeValue: feeValueJson(fee.feeType, fee.feeValue),
    description: fee.description,
    isActive: fee.isActive,
    createdAt: fee.createdAt.toISOString(),
    updatedAt: fee.updatedAt.toISOString(),
  };
}
