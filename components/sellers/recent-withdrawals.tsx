import { formatReais } from "@/lib/client/reais";
import { PIX_KEY_TYPE_LABELS } from "@/components/admin-withdrawals/withdrawal-status";
import { WithdrawalStatusBadge } from "@/components/admin-withdrawals/withdrawal-status-badge";
import { formatDateTime } from "@/lib/dates";
import type { WithdrawalSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";

export function RecentWithdrawals({ withdrawals }: { withdrawals: z.infer<typeof WithdrawalSchema>[] }) {
  if (withdrawals.length === 0) return <p className="text-sm text-slate-600">Nenhum saque solicitado ainda.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Saques recentes</caption>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th className="py-2 pr-4 font-medium">Solicitado em</th>
            <th className="py-2 pr-4 font-medium">Valor</th>
            <th className="py-2 pr-4 font-medium">Chave PIX</th>
            <th className="py-2 font-medium">Situação</th>
          </tr>
        </thead>
        <tbody>
          {withdrawals.map((withdrawal) => (
            <tr key={withdrawal.id} className="border-b border-slate-100 last:border-0">
              <td className="whitespace-nowrap py-2 pr-4">{formatDateTime(withdrawal.requestedAt)}</td>
              <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{formatReais(withdrawal.amount)}</td>
              <td className="py-2 pr-4">
                <span className="break-all">{withdrawal.pixKey}</span>{" "}
                <span className="text-xs text-slate-500">({PIX_KEY_TYPE_LABELS[withdrawal.pixKeyType]})</span>
              </td>
              <td className="py-2">
                <WithdrawalStatusBadge status={withdrawal.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
