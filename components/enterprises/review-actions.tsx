"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RejectDialog } from "./reject-dialog";
import { useApproveEnterprise } from "./use-review-enterprise";

type ReviewActionsProps = { enterpriseId: string; companyName: string; canApprove: boolean; canReject: boolean };

/** "Aprovar" and "Recusar", each confirmed in a dialog; the page's data is reloaded after a decision. */
export function ReviewActions({ enterpriseId, companyName, canApprove, canReject }: ReviewActionsProps) {
  const router = useRouter();
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const approve = useApproveEnterprise(enterpriseId);

  function decided(message: string) {
    setDialog(null);
    setOutcome(message);
    router.refresh();
  }

  function open(which: "approve" | "reject") {
    setOutcome(null);
    approve.reset();
    setDialog(which);
  }

  return (
    <div className="flex flex-col items-end gap-3">
      {(canApprove || canReject) && (
        <div className="flex gap-3">
          {canReject && (
            <Button variant="danger" onClick={() => open("reject")}>
              Recusar
            </Button>
          )}
          {canApprove && <Button onClick={() => open("approve")}>Aprovar</Button>}
        </div>
      )}
      {outcome && <Alert tone="success">{outcome}</Alert>}

      <ConfirmDialog
        open={dialog === "approve"}
        onClose={() => setDialog(null)}
        title="Aprovar empresa?"
        tone="primary"
        confirmLabel="Confirmar aprovação"
        pendingLabel="Aprovando…"
        pending={approve.isPending}
        onConfirm={() =>
          approve.mutate(undefined, {
            onSuccess: () => decided("Empresa aprovada. O vendedor já pode receber pagamentos."),
          })
        }
        error={approve.error}
      >
        <p>
          {companyName} poderá receber pagamentos por PIX assim que for aprovada. Confira os dados e os documentos antes
          de confirmar.
        </p>
      </ConfirmDialog>

      <RejectDialog
        enterpriseId={enterpriseId}
        companyName={companyName}
        open={dialog === "reject"}
        onClose={() => setDialog(null)}
        onRejected={() => decided("Cadastro recusado. O vendedor verá o motivo no painel.")}
      />
    </div>
  );
}
