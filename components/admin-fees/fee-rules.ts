import type { FeeRule } from "@/lib/fees/calculate";
import { parsePercent } from "@/lib/fees/percent";
import type { FeeJson } from "@/lib/fees/schema";
import { parseReais } from "@/lib/money";

/** A fee as the API shows it (reais or percent) back in computeFees' units (centavos or millionths). */
export function toFeeRule(fee: FeeJson): FeeRule {
  const value = fee.feeType === "FIXED" ? parseReais(fee.feeValue) : parsePercent(fee.feeValue);
  if (value === null) throw new Error(`fee ${fee.id} has a value the API would not send: ${fee.feeValue}`);
  return { target: fee.target, feeType: fee.feeType, feeValue: value };
}
