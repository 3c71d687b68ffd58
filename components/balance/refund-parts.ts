import { formatReais } from "@/components/browser/reais";
import type { TransactionJson } from "./balance-types";

/** "a, b e c" */
function inWords(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;
}

/**
 * What a refund's statement line leaves out: the refund's full amount and the parts that came from the reserve or an
 * infraction's hold (or, for a refund not made, went back there). Null when the line is the whole refund.
 */
export function refundPartsText(line: Pick<TransactionJson, "direction" | "amount" | "refund">): string | null {
  const { refund } = line;
  if (!refund || (refund.fromReserve === 0 && refund.fromHeld === 0)) return null;
  const made = line.direction === "DEBIT";
  const parts = [
    [refund.fromReserve, made ? "da reserva" : "voltaram à reserva"],
    [refund.fromHeld, made ? "do valor retido (MED)" : "voltaram ao valor retido (MED)"],
    [line.amount, made ? "do saldo disponível" : "ao saldo disponível"],
  ] as const;
  const said = parts.filter(([amount]) => amount > 0).map(([amount, where]) => `${formatReais(amount)} ${where}`);
  return `Reembolso de ${formatReais(refund.amount)}${made ? "" : " não realizado"}: ${inWords(said)}`;
}
