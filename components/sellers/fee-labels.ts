import { formatReais } from "@/components/browser/reais";

export const FEE_TARGET_OPTIONS = [
  { value: "SERVICE", label: "Serviço (plataforma)" },
  { value: "GATEWAY", label: "Gateway (provedor PIX)" },
] as const;

export const FEE_TYPE_OPTIONS = [
  { value: "FIXED", label: "Valor fixo (R$)" },
  { value: "PERCENTAGE", label: "Percentual (%)" },
] as const;

export const FEE_TARGET_LABELS: Record<string, string> = { SERVICE: "Serviço", GATEWAY: "Gateway" };

const percent = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 4 });

/** "R$ 1,50" or "0,99 %", from the API's reais or percent. */
export function formatFeeValue(fee: { feeType: "FIXED" | "PERCENTAGE"; feeValue: number }) {
  return fee.feeType === "FIXED" ? formatReais(fee.feeValue) : `${percent.format(fee.feeValue)} %`;
}
