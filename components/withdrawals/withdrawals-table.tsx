"use client";

import { useCan } from "@/components/seller/member-role";
import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { WithdrawalJson } from "./withdrawal-keys";
import { WithdrawalStatusBadge, formatPixKey } from "./withdrawal-labels";
import { PIX_KEY_TYPE_LABELS } from "@/lib/withdrawals/pix-key";

export function WithdrawalsTable({
  withdrawals,
  onCancel,
}: {
  withdrawals: WithdrawalJson[];
  onCancel: (withdrawal: WithdrawalJson) => void;
}) {
  const canWithdraw = useCan("withdraw");
  return (
    <Table caption="Histórico de saques">
      <thead>
        <tr className={headRowClass}>
          <Th>Solicitado em</Th>
          <Th numeric>Valor</Th>
          <Th numeric>Tarifa</Th>
          <Th numeric>Líquido</Th>
          <Th>Chave PIX</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {withdrawals.map((withdrawal) => (
          <tr key={withdrawal.id} className={bodyRowClass}>
            <Td className="whitespace-nowrap">{formatDateTime(withdrawal.requestedAt)}</Td>
            <Td numeric>{formatReais(withdrawal.amount)}</Td>
            <Td numeric>{formatReais(withdrawal.fee)}</Td>
            <Td numeric>{formatReais(withdrawal.netAmount)}</Td>
            <Td>
              <p className="text-xs text-slate-500">{PIX_KEY_TYPE_LABELS[withdrawal.pixKeyType]}</p>
              <p className="break-all">{formatPixKey(withdrawal.pixKey, withdrawal.pixKeyType)}</p>
            </Td>
            <Td>
              <WithdrawalStatusBadge status={withdrawal.status} />
              <StatusDetail withdrawal={withdrawal} />
            </Td>
            <Td className="text-right">
              {canWithdraw && withdrawal.status === "REQUESTED" && (
                <Button type="button" variant="ghost-danger" size="sm" onClick={() => onCancel(withdrawal)}>
                  Cancelar<span className="sr-only"> o saque de {formatReais(withdrawal.amount)}</span>
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * Why it was refused or failed, until when a payout to a changed key waits, what the receiving bank sent back, and when
 * it was last decided.
 */
function StatusDetail({ withdrawal: w }: { withdrawal: WithdrawalJson }) {
  const reason = w.status === "REJECTED" ? w.rejectionReason : w.status === "FAILED" ? w.failureReason : null;
  const decidedAt = w.completedAt ?? w.reviewedAt;
  return (
    <>
      {reason && <p className="mt-1 max-w-56 text-xs text-red-700">Motivo: {reason}</p>}
      {w.payableFrom && (w.status === "REQUESTED" || w.status === "PROCESSING") && (
        <p className="mt-1 max-w-56 text-xs text-amber-800">
          Chave alterada: pago a partir de {formatDateTime(w.payableFrom)}
        </p>
      )}
      {decidedAt && <p className="mt-1 text-xs text-slate-500">em {formatDateTime(decidedAt)}</p>}
      {w.returnedAmount > 0 && (
        <p className="mt-1 max-w-56 text-xs text-amber-800">
          {formatReais(w.returnedAmount)} devolvido pelo banco de destino e creditado no seu saldo
        </p>
      )}
    </>
  );
}
