import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/lib/client/reais";
import { PIX_KEY_TYPE_LABELS } from "@/lib/withdrawals/pix-key";
import { WithdrawalStatusBadge } from "@/components/admin-withdrawals/withdrawal-status-badge";
import { formatDateTime } from "@/lib/dates";
import type { WithdrawalSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";

export function RecentWithdrawals({ withdrawals }: { withdrawals: z.infer<typeof WithdrawalSchema>[] }) {
  if (withdrawals.length === 0) return <p className="text-sm text-slate-600">Nenhum saque solicitado ainda.</p>;
  return (
    <Table caption="Saques recentes">
      <thead>
        <tr className={headRowClass}>
          <Th>Solicitado em</Th>
          <Th numeric>Valor</Th>
          <Th>Chave PIX</Th>
          <Th>Situação</Th>
        </tr>
      </thead>
      <tbody>
        {withdrawals.map((withdrawal) => (
          <tr key={withdrawal.id} className={bodyRowClass}>
            <Td className="whitespace-nowrap">{formatDateTime(withdrawal.requestedAt)}</Td>
            <Td numeric>{formatReais(withdrawal.amount)}</Td>
            <Td>
              <span className="break-all">{withdrawal.pixKey}</span> <span className="text-xs text-slate-500">({PIX_KEY_TYPE_LABELS[withdrawal.pixKeyType]})</span>
            </Td>
            <Td>
              <WithdrawalStatusBadge status={withdrawal.status} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
