"use client";

import { FEE_TARGET_LABELS, formatFeeValue } from "@/components/sellers/fee-labels";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { FeeJson } from "@/lib/fees/schema";
import { useUpdateFee } from "./use-default-fees";

/** Confirms switching a default on or off: either way it changes what every seller without an own fee pays. */
export function ToggleFeeDialog({
  fee,
  open,
  onClose,
  onSaved,
}: {
  fee: FeeJson;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const update = useUpdateFee(fee.id);
  const activating = !fee.isActive;
  function close() {
    update.reset();
    onClose();
  }

  const what = `a tarifa de ${FEE_TARGET_LABELS[fee.target]?.toLowerCase()} de ${formatFeeValue(fee)}`;

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={activating ? "Ativar tarifa padrão?" : "Desativar tarifa padrão?"}
      tone={activating ? "primary" : "danger"}
      confirmLabel={activating ? "Ativar" : "Desativar"}
      pendingLabel={activating ? "Ativando…" : "Desativando…"}
      pending={update.isPending}
      onConfirm={() => update.mutate({ isActive: activating }, { onSuccess: onSaved })}
      error={update.error}
    >
      <p>
        {activating
          ? `A partir do próximo pagamento, ${what} passa a ser cobrada dos vendedores sem tarifa própria desse tipo.`
          : `A partir do próximo pagamento, ${what} deixa de ser cobrada dos vendedores que usam as tarifas padrão.`}
      </p>
    </ConfirmDialog>
  );
}
