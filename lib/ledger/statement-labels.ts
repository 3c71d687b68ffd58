import "#server-only";
import { reasonLabel } from "@/lib/ledger/reason-labels";
import type { FeeKind } from "./statement";

const FEE_LABELS: Record<FeeKind, string> = {
  SERVICE: "Taxa de serviço",
  GATEWAY: "Taxa do gateway PIX",
  WITHDRAWAL: "Tarifa de saque",
};

/** A statement line as the seller reads it: which fee for a fee, else its reason. */
export function lineDescription(line: { reason: string; feeKind: FeeKind | null }): string {
  return line.feeKind ? FEE_LABELS[line.feeKind] : reasonLabel(line.reason);
}
