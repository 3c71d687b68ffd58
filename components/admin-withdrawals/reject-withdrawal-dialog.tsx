"use client";

import { ReasonDialog } from "@/components/ui/reason-dialog";
import { RejectWithdrawalSchema } from "@/lib/withdrawals/schema";
import { isAlreadyDecided, useRejectWithdrawal } from "./use-review-withdrawal";

type RejectWithdrawalDialogProps = {
  withdrawalId: string;
  summary: string;
  open: boolean;
  onClose: () => void;
  onRejected: () => void;
  onDecidedElsewhere: () => void;
};

/** The reason is optional (the seller reads "Recusado pela análise" without one); submitting is the confirmation. */
export function RejectWithdrawalDialog({
  withdrawalId,
  summary,
  open,
  onClose,
  onRejected,
  onDecidedElsewhere,
}: RejectWithdrawalDialogProps) {
  const reject = useRejectWithdrawal(withdrawalId);
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title="Recusar saque?"
      description={<p>{summary} O valor volta para o saldo disponível do vendedor.</p>}
      // The API takes no body or `{ reason? }`; the form always sends the object.
      schema={RejectWithdrawalSchema.unwrap()}
      label="Motivo (opcional)"
      hint="O vendedor verá este motivo."
      submitLabel="Confirmar recusa"
      pendingLabel="Recusando…"
      onSubmit={async (input) => {
        try {
          await reject.mutateAsync(input);
        } catch (error) {
          if (!isAlreadyDecided(error)) throw error;
          return onDecidedElsewhere();
        }
        onRejected();
      }}
    />
  );
}
