"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/components/browser/api-request";
import type { AdminWithdrawalSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";
import { formatReais } from "@/components/browser/reais";
import { formatPixKey } from "@/components/withdrawals/withdrawal-labels";
import { formatDateTime } from "@/lib/dates";
import { ManualPayoutButtons } from "./manual-payout-buttons";
import { RejectWithdrawalDialog } from "./reject-withdrawal-dialog";
import { useReportOutcome } from "./review-outcome";
import { SandboxPayoutButtons } from "./sandbox-payout-buttons";
import { isAlreadyDecided, useApproveWithdrawal } from "./use-review-withdrawal";
import { PIX_KEY_TYPE_LABELS } from "@/lib/withdrawals/pix-key";

export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;

/** What a decision is about, in the words of the dialogs and the outcome message. */
function describe(withdrawal: AdminWithdrawal) {
  return `${formatReais(withdrawal.amount)} de ${withdrawal.seller.companyName} para a chave ${formatPixKey(withdrawal.pixKey, withdrawal.pixKeyType)}.`;
}

/**
 * Approve / reject for a requested withdrawal; for one in processing, the outcome of the payout the admin made at the
 * bank (manual payouts), or the sandbox's.
 */
export function WithdrawalActions({
  withdrawal,
  sandboxEnabled,
}: {
  withdrawal: AdminWithdrawal;
  sandboxEnabled: boolean;
}) {
  if (withdrawal.status === "PROCESSING" && withdrawal.manualPayout)
    return <ManualPayoutButtons withdrawal={withdrawal} summary={describe(withdrawal)} />;
  if (withdrawal.status === "PROCESSING" && sandboxEnabled)
    return <SandboxPayoutButtons withdrawalId={withdrawal.id} summary={describe(withdrawal)} />;
  if (withdrawal.status !== "REQUESTED") return null;
  return <ReviewButtons withdrawal={withdrawal} />;
}

function ReviewButtons({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const router = useRouter();
  const report = useReportOutcome();
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null);
  const approve = useApproveWithdrawal(withdrawal.id);
  const summary = describe(withdrawal);

  function open(which: "approve" | "reject") {
    approve.reset();
    setDialog(which);
  }

  function decided(title: string) {
    setDialog(null);
    report({ tone: "success", title, text: summary });
    router.refresh();
  }

  // Someone else decided first: the row is about to leave the list, so the message goes above it.
  function decidedElsewhere() {
    setDialog(null);
    report({ tone: "error", title: "Este saque já tinha sido analisado; a lista foi atualizada.", text: summary });
    router.refresh();
  }

  function confirmApproval() {
    approve.mutate(undefined, {
      onSuccess: () =>
        decided(
          withdrawal.manualPayout
            ? "Saque aprovado: faça o PIX pelo banco e registre o pagamento (Todos → Em processamento)."
            : "Saque aprovado: o PIX foi enviado ao provedor.",
        ),
      onError: (error) => {
        if (isAlreadyDecided(error)) decidedElsewhere();
      },
    });
  }

  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={() => open("reject")}>
        Recusar<span className="sr-only"> {summary}</span>
      </Button>
      <Button onClick={() => open("approve")}>
        Aprovar<span className="sr-only"> {summary}</span>
      </Button>

      <ConfirmDialog
        open={dialog === "approve"}
        onClose={() => setDialog(null)}
        title="Aprovar saque?"
        tone="primary"
        confirmLabel="Confirmar aprovação"
        pendingLabel="Aprovando…"
        pending={approve.isPending}
        onConfirm={confirmApproval}
        error={approve.error}
        // Someone else deciding first is told above the list, not here.
        errorText={(error) => (isAlreadyDecided(error) ? null : errorMessage(error))}
      >
        <p>
          {withdrawal.seller.companyName} receberá <strong>{formatReais(withdrawal.netAmount)}</strong> (
          {formatReais(withdrawal.amount)} menos a tarifa de {formatReais(withdrawal.fee)}) na chave PIX{" "}
          {formatPixKey(withdrawal.pixKey, withdrawal.pixKeyType)} ({PIX_KEY_TYPE_LABELS[withdrawal.pixKeyType]}).{" "}
          {withdrawal.manualPayout
            ? `Nenhum provedor envia este pagamento: ao aprovar, faça o PIX pelo banco${withdrawal.payableFrom ? ` a partir de ${formatDateTime(withdrawal.payableFrom)} (a chave foi alterada há menos de 24 horas)` : ""} e registre-o aqui, com o identificador do comprovante.`
            : withdrawal.payableFrom
              ? `A chave foi alterada há menos de 24 horas: o pagamento é enviado a partir de ${formatDateTime(withdrawal.payableFrom)} e não pode ser desfeito.`
              : "O pagamento é enviado ao confirmar e não pode ser desfeito."}
        </p>
        {withdrawal.reviewReason === "NEW_PAYOUT_KEY" && (
          <p>
            Primeiro saque para esta chave, cujo titular não foi verificado: ao aprovar, a chave passa a ser confiável e
            os próximos saques dela seguem as regras do vendedor.
          </p>
        )}
      </ConfirmDialog>

      <RejectWithdrawalDialog
        withdrawalId={withdrawal.id}
        summary={summary}
        open={dialog === "reject"}
        onClose={() => setDialog(null)}
        onRejected={() => decided("Saque recusado: o valor voltou ao saldo disponível do vendedor.")}
        onDecidedElsewhere={decidedElsewhere}
      />
    </div>
  );
}
