"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/http/api-client";
import type { AdminWithdrawalSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";
import { formatReais } from "@/lib/client/reais";
import { RejectWithdrawalDialog } from "./reject-withdrawal-dialog";
import { useReportOutcome } from "./review-outcome";
import { SandboxPayoutButtons } from "./sandbox-payout-buttons";
import { isAlreadyDecided, useApproveWithdrawal } from "./use-review-withdrawal";
import { PIX_KEY_TYPE_LABELS } from "./withdrawal-status";

export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;

/** What a decision is about, in the words of the dialogs and the outcome message. */
function describe(withdrawal: AdminWithdrawal) {
  return `${formatReais(withdrawal.amount)} de ${withdrawal.seller.companyName} para a chave ${withdrawal.pixKey}.`;
}

/** Approve / reject for a requested withdrawal; the sandbox's payout outcomes for one in processing. */
export function WithdrawalActions({ withdrawal, sandboxEnabled }: { withdrawal: AdminWithdrawal; sandboxEnabled: boolean }) {
  if (withdrawal.status === "PROCESSING" && sandboxEnabled) return <SandboxPayoutButtons withdrawalId={withdrawal.id} summary={describe(withdrawal)} />;
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
      onSuccess: () => decided("Saque aprovado: o PIX foi enviado ao provedor."),
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

      <Dialog open={dialog === "approve"} onClose={() => setDialog(null)} title="Aprovar saque?">
        <p className="text-sm text-slate-600">
          {withdrawal.seller.companyName} receberá <strong>{formatReais(withdrawal.netAmount)}</strong> ({formatReais(withdrawal.amount)} menos a tarifa
          de {formatReais(withdrawal.fee)}) na chave PIX {withdrawal.pixKey} ({PIX_KEY_TYPE_LABELS[withdrawal.pixKeyType]}). O pagamento é enviado ao
          confirmar e não pode ser desfeito.
        </p>
        {approve.error && !isAlreadyDecided(approve.error) && (
          <div className="mt-4">
            <Alert tone="error">{approve.error instanceof ApiError ? approve.error.body.message : "Não foi possível aprovar. Tente novamente."}</Alert>
          </div>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setDialog(null)}>
            Cancelar
          </Button>
          <Button loading={approve.isPending} onClick={confirmApproval}>
            Confirmar aprovação
          </Button>
        </div>
      </Dialog>

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
