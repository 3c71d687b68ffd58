"use client";

import { ReasonDialog } from "@/components/ui/reason-dialog";
import { RejectEnterpriseSchema } from "@/lib/enterprises/schema";
import { useRejectEnterprise } from "./use-review-enterprise";

type RejectDialogProps = {
  enterpriseId: string;
  companyName: string;
  open: boolean;
  onClose: () => void;
  onRejected: () => void;
};

/** Asks for the reason the seller will read; submitting it is the confirmation. */
export function RejectDialog({ enterpriseId, companyName, open, onClose, onRejected }: RejectDialogProps) {
  const reject = useRejectEnterprise(enterpriseId);
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title="Recusar cadastro?"
      description={
        <p>
          {companyName} sai da fila de análise. O vendedor verá o motivo e poderá corrigir o cadastro e enviá-lo de
          novo.
        </p>
      }
      schema={RejectEnterpriseSchema}
      label="Motivo da recusa"
      rows={4}
      hint="Diga o que o vendedor precisa corrigir."
      submitLabel="Confirmar recusa"
      pendingLabel="Recusando…"
      onSubmit={async (input) => {
        await reject.mutateAsync(input);
        onRejected();
      }}
    />
  );
}
