import { DetailList } from "@/components/ui/detail-list";
import { formatReais } from "@/components/browser/reais";
import type { WithdrawalConfigJson } from "./withdrawal-keys";

const percent = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 4 });

function feeDescription(config: WithdrawalConfigJson) {
  if (config.feeValue === 0) return "Sem tarifa";
  return config.feeType === "FIXED"
    ? `${formatReais(config.feeValue)} por saque`
    : `${percent.format(config.feeValue)}% do valor`;
}

/** The seller's withdrawal rules as the admin configured them. */
export function WithdrawalRules({ config }: { config: WithdrawalConfigJson }) {
  return (
    <DetailList
      details={[
        ["Mínimo por saque", formatReais(config.minAmount)],
        ["Máximo por saque", formatReais(config.maxAmount)],
        ["Limite por dia", formatReais(config.dailyLimit)],
        ["Tarifa", feeDescription(config)],
        [
          "Aprovação",
          config.mode === "AUTOMATIC"
            ? "Automática: o saque é enviado na hora"
            : "Manual: cada saque passa por análise",
        ],
      ]}
    />
  );
}
