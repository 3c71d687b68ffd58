import { withdrawalFeeCents } from "@/components/browser/withdrawal-fee";
import { formatBRL } from "@/lib/money";
import type { WithdrawalConfigJson } from "./withdrawal-keys";

/** Fee and net for the amount being typed; the whole amount leaves the available balance, the fee included. */
export function WithdrawalPreview({
  config,
  amountCents,
}: {
  config: WithdrawalConfigJson;
  amountCents: number | null;
}) {
  const fee = amountCents === null ? null : withdrawalFeeCents(config, amountCents);
  const net = amountCents === null || fee === null ? null : amountCents - fee;
  const rows: [string, string][] = [
    ["Sai do saldo disponível", amountCents === null ? "—" : formatBRL(amountCents)],
    ["Tarifa de saque", fee === null ? "—" : `− ${formatBRL(fee)}`],
    ["Você recebe na chave PIX", net === null ? "—" : net > 0 ? formatBRL(net) : "—"],
  ];
  return (
    <dl aria-live="polite" className="space-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm">
      {rows.map(([label, value], index) => (
        <div
          key={label}
          className={`flex justify-between gap-4 ${index === rows.length - 1 ? "border-t border-slate-200 pt-1 font-semibold" : ""}`}
        >
          <dt className={index === rows.length - 1 ? "" : "text-slate-600"}>{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
