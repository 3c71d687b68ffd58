import "#server-only";
import { reasonLabel } from "@/lib/ledger/reason-labels";
import type { FeeKind } from "./statement";

const FEE_LABELS: Record<FeeKind, string> = {
  SERVICE: "Taxa de serviço",
  GATEWAY: "Taxa do gateway PIX",
  WITHDRAWAL: "Tarifa de saque",
};

/**
 * A statement line as the seller reads it: which fee for a fee, a refund the provider did not make (its money back),
 * else its reason.
 */
export function lineDescription(line: { reason: string; feeKind: FeeKind | null; amount: bigint }): string {
  if (line.feeKind) return FEE_LABELS[line.feeKind];
  if (line.reason === "REFUND" && line.amount > 0n) return "Reembolso não realizado";
  return reasonLabel(line.reason);
}
