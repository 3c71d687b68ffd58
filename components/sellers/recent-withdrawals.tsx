import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { PIX_KEY_TYPE_LABELS } from "@pix/core/withdrawals/pix-key";
import { WithdrawalStatusBadge } from "@/components/admin-withdrawals/withdrawal-status-badge";
import { formatPixKey } from "@/components/withdrawals/withdrawal-labels";
import { formatDateTime } from "@pix/core/dates";
import type { WithdrawalSchema } from "@pix/core/withdrawals/schema";
import type { z } from "@pix/core/zod";

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
              <span className="break-all">{formatPixKey(withdrawal.pixKey, withdrawal.pixKeyType)}</span>{" "}
              <span className="text-xs text-slate-500">({PIX_KEY_TYPE_LABELS[withdrawal.pixKeyType]})</span>
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
