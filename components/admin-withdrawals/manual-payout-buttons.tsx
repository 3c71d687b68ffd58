"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { RecordManualPayoutFailureSchema } from "@/lib/withdrawals/schema";
import { RecordPayoutDialog } from "./record-payout-dialog";
import { useReportOutcome } from "./review-outcome";
import { isAlreadyDecided, useRecordManualPayoutFailure } from "./use-review-withdrawal";
import type { AdminWithdrawal } from "./withdrawal-actions";

/** An approved withdrawal no PSP sends (PAYOUT_PROVIDER=manual): the admin records the bank's outcome. */
export function ManualPayoutButtons({ withdrawal, summary }: { withdrawal: AdminWithdrawal; summary: string }) {
  const router = useRouter();
  const report = useReportOutcome();
  const [dialog, setDialog] = useState<"paid" | "failed" | null>(null);
  const recordFailure = useRecordManualPayoutFailure(withdrawal.id);

  function recorded(title: string) {
    setDialog(null);
    report({ tone: "success", title, text: summary });
    router.refresh();
  }

  function decidedElsewhere() {
    setDialog(null);
    report({
      tone: "error",
      title: "O resultado deste saque já tinha sido registrado; a lista foi atualizada.",
      text: summary,
    });
    router.refresh();
  }

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={() => setDialog("failed")}>
        Registrar falha<span className="sr-only"> {summary}</span>
      </Button>
      <Button onClick={() => setDialog("paid")}>
        Registrar pagamento<span className="sr-only"> {summary}</span>
      </Button>

      <RecordPayoutDialog
        withdrawal={withdrawal}
        open={dialog === "paid"}
        onClose={() => setDialog(null)}
        onRecorded={() => recorded("Pagamento registrado: o saque foi concluído e o vendedor, avisado.")}
        onDecidedElsewhere={decidedElsewhere}
      />

      <ReasonDialog
        open={dialog === "failed"}
        onClose={() => setDialog(null)}
        title="Registrar falha do pagamento?"
        description={
          <p>
            {summary} O saque passa a falho e o valor volta para o saldo disponível do vendedor; o registro não pode ser
            desfeito.
          </p>
        }
        schema={RecordManualPayoutFailureSchema}
        label="Motivo"
        hint="O vendedor verá este motivo."
        maxLength={500}
        submitLabel="Registrar falha"
        pendingLabel="Registrando…"
        onSubmit={async (input) => {
          try {
            await recordFailure.mutateAsync(input);
          } catch (error) {
            if (!isAlreadyDecided(error)) throw error;
            return decidedElsewhere();
          }
          recorded("Falha registrada: o valor voltou ao saldo disponível do vendedor.");
        }}
      />
    </div>
  );
}
