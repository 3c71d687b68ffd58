import { formatReais } from "@/components/browser/reais";
import type { sellerBalance } from "@pix/core/ledger/balances";

type Balance = Awaited<ReturnType<typeof sellerBalance>>;

const ITEMS = [
  { key: "availableBalance", label: "Disponível", hint: "Pode ser sacado agora." },
  { key: "pendingBalance", label: "Em saques", hint: "Retido por saques em análise ou em processamento." },
  {
    key: "reservedBalance",
    label: "Reservado",
    hint: "Reserva de vendas e retenção preventiva, liberadas na data prevista.",
  },
  { key: "heldBalance", label: "Retido (MED)", hint: "Retido por infrações MED em aberto." },
] as const;

export function SellerBalances({ balance }: { balance: Balance }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {ITEMS.map((item) => (
        <div key={item.key}>
          <dt className="text-sm text-slate-500">{item.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatReais(balance[item.key])}</dd>
          <dd className="text-xs text-slate-500">{item.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
