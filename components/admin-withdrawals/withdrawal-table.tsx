import Link from "next/link";
import { Table, Th, headRowClass } from "@/components/ui/table";
import { formatCnpj } from "@pix/core/br/documents";
import { formatDateTime } from "@pix/core/dates";
import { formatBRL } from "@pix/core/money";
import { formatReais } from "@/components/browser/reais";
import { formatPixKey } from "@/components/withdrawals/withdrawal-labels";
import { type AdminWithdrawal, WithdrawalActions } from "./withdrawal-actions";
import { PIX_KEY_TYPE_LABELS } from "@pix/core/withdrawals/pix-key";
import { WithdrawalStatusBadge } from "./withdrawal-status-badge";

type WithdrawalTableProps = {
  withdrawals: AdminWithdrawal[];
  caption: string;
  sandboxEnabled: boolean;
  /** Centavos per seller; the queue shows them so the reviewer sees what is left after the hold. */
  availableBalances?: Map<string, bigint>;
};

/** The first characters of the id, enough to tell withdrawals apart when talking to a seller. */
export const shortId = (id: string) => `#${id.slice(0, 8)}`;

export function WithdrawalTable({ withdrawals, caption, sandboxEnabled, availableBalances }: WithdrawalTableProps) {
  return (
    <Table caption={caption}>
      <thead>
        <tr className={headRowClass}>
          <Th>Solicitado em</Th>
          <Th>Vendedor</Th>
          {availableBalances && <Th>Saldo disponível</Th>}
          <Th>Valor</Th>
          <Th>Chave PIX</Th>
          <Th>Situação</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {withdrawals.map((withdrawal) => (
          <WithdrawalRow
            key={withdrawal.id}
            withdrawal={withdrawal}
            sandboxEnabled={sandboxEnabled}
            availableBalances={availableBalances}
          />
        ))}
      </tbody>
    </Table>
  );
}

function WithdrawalRow({
  withdrawal: w,
  sandboxEnabled,
  availableBalances,
}: { withdrawal: AdminWithdrawal } & Pick<WithdrawalTableProps, "sandboxEnabled" | "availableBalances">) {
  const cnpj = w.seller.enterprises[0]?.cnpj;
  const reason = w.status === "REJECTED" ? w.rejectionReason : w.status === "FAILED" ? w.failureReason : null;
  return (
    <tr className="border-b border-slate-100 align-top last:border-0">
      <td className="whitespace-nowrap py-3 pr-4">
        <p>{formatDateTime(w.requestedAt)}</p>
        <p className="font-mono text-xs text-slate-500">{shortId(w.id)}</p>
      </td>
      <td className="py-3 pr-4">
        <Link href={`/admin/sellers/${w.seller.id}`} className="font-medium text-brand-700 hover:underline">
          {w.seller.companyName}
        </Link>
        <p className="whitespace-nowrap text-xs tabular-nums text-slate-500">
          {cnpj ? `CNPJ ${formatCnpj(cnpj)}` : "Sem empresa cadastrada"}
        </p>
      </td>
      {availableBalances && (
        <td className="whitespace-nowrap py-3 pr-4 tabular-nums">
          {formatBRL(availableBalances.get(w.seller.id) ?? 0n)}
        </td>
      )}
      <td className="whitespace-nowrap py-3 pr-4 tabular-nums">
        <p className="font-medium">{formatReais(w.amount)}</p>
        <p className="text-xs text-slate-500">
          líquido {formatReais(w.netAmount)} · tarifa {formatReais(w.fee)}
        </p>
      </td>
      <td className="py-3 pr-4">
        <p className="break-all">{formatPixKey(w.pixKey, w.pixKeyType)}</p>
        <p className="text-xs text-slate-500">{PIX_KEY_TYPE_LABELS[w.pixKeyType]}</p>
        {w.reviewReason === "NEW_PAYOUT_KEY" && (
          <p className="mt-1 whitespace-normal text-xs font-medium text-amber-800">
            Chave nova: primeiro saque para ela, titular não verificado
          </p>
        )}
        {w.payableFrom && !["COMPLETED", "FAILED", "REJECTED", "CANCELLED"].includes(w.status) && (
          <p className="mt-1 whitespace-normal text-xs text-slate-500">
            Chave alterada: pago a partir de {formatDateTime(w.payableFrom)}
          </p>
        )}
      </td>
      <td className="whitespace-nowrap py-3 pr-4">
        <WithdrawalStatusBadge status={w.status} />
        {w.status === "PROCESSING" && w.manualPayout && (
          <p className="mt-1 whitespace-normal text-xs font-medium text-amber-800">Aguardando o PIX pelo banco</p>
        )}
        {w.completedAt && <p className="mt-1 text-xs text-slate-500">em {formatDateTime(w.completedAt)}</p>}
        {w.endToEndId && <p className="mt-1 break-all font-mono text-xs text-slate-500">{w.endToEndId}</p>}
        {reason && <p className="mt-1 whitespace-normal text-xs text-slate-500">{reason}</p>}
        {w.returnedAmount > 0 && (
          <p className="mt-1 whitespace-normal text-xs text-amber-800">
            {formatReais(w.returnedAmount)} devolvido pelo banco de destino ao vendedor
          </p>
        )}
        {w.reviewReason === "PAYOUT_UNCONFIRMED" && (
          <p className="mt-1 whitespace-normal text-xs font-medium text-amber-800">
            Envio sem confirmação do PSP há mais de 24 horas: confira no PSP
          </p>
        )}
      </td>
      <td className="py-3">
        <WithdrawalActions withdrawal={w} sandboxEnabled={sandboxEnabled} />
      </td>
    </tr>
  );
}
