"use client";

import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatDateTime } from "@/lib/dates";
import { formatBRL } from "@/lib/money";
import { PIX_KEY_TYPE_LABELS } from "@/lib/withdrawals/pix-key";
import type { WithdrawalBreakdown, WithdrawalPayoutTiming } from "@/components/browser/withdrawal-breakdown";
import type { PayoutKeyJson } from "./withdrawal-keys";
import { formatPixKey } from "./withdrawal-labels";

function timingText(timing: WithdrawalPayoutTiming) {
  if (timing.kind === "IMMEDIATE") return "Na hora: o PIX é enviado assim que você confirmar.";
  if (timing.kind === "REVIEW") return "Depois da análise da nossa equipe.";
  const from = `A partir de ${formatDateTime(timing.until)}, quando termina a retenção de 24 horas da chave`;
  return timing.review ? `${from}, e depois da análise da nossa equipe.` : `${from}.`;
}

type ConfirmWithdrawalDialogProps = {
  breakdown: WithdrawalBreakdown | null;
  payoutKey: PayoutKeyJson;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
};

/** The withdrawal exactly as it will be asked for, and whether the rules let it through, before any money moves. */
export function ConfirmWithdrawalDialog({
  breakdown,
  payoutKey,
  onClose,
  onConfirm,
  pending,
  error,
}: ConfirmWithdrawalDialogProps) {
  const blocked = breakdown !== null && breakdown.problems.length > 0;
  // A balance after a withdrawal that cannot be made would be a figure that never comes to be.
  const rows: [string, string][] = breakdown
    ? [
        ["Valor do saque", formatBRL(breakdown.amount)],
        ["Tarifa de saque", `− ${formatBRL(breakdown.fee)}`],
        ["Você recebe na chave PIX", breakdown.net > 0 ? formatBRL(breakdown.net) : "—"],
        ["Saldo disponível agora", formatBRL(breakdown.available)],
        ...(blocked ? [] : [["Saldo disponível depois", formatBRL(breakdown.remaining)] satisfies [string, string]]),
      ]
    : [];
  return (
    <ConfirmDialog
      open={breakdown !== null}
      onClose={onClose}
      title="Confirmar saque?"
      tone="primary"
      confirmLabel="Confirmar saque"
      pendingLabel="Solicitando…"
      cancelLabel="Voltar"
      pending={pending}
      confirmDisabled={blocked}
      onConfirm={onConfirm}
      error={error}
      errorTitle="Saque não solicitado"
    >
      {breakdown && (
        <>
          <dl aria-label="Resumo do saque" className="space-y-1 rounded-lg bg-slate-50 px-4 py-3">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt>{label}</dt>
                <dd className="font-medium tabular-nums text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p>
            Para a chave {PIX_KEY_TYPE_LABELS[payoutKey.pixKeyType]}{" "}
            <span className="break-all font-medium text-slate-900">
              {formatPixKey(payoutKey.pixKey, payoutKey.pixKeyType)}
            </span>
            .
          </p>
          <p>
            <span className="font-medium text-slate-900">Quando é pago:</span> {timingText(breakdown.timing)}
          </p>
          {blocked && (
            <Alert tone="warning" title="Este saque não pode ser solicitado">
              <ul className="list-disc pl-4">
                {breakdown.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Alert>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
