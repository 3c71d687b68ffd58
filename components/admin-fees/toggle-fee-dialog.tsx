"use client";

import { FEE_TARGET_LABELS, formatFeeValue } from "@/components/sellers/fee-labels";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { FeeJson } from "@/lib/fees/schema";
import { ApiError } from "@/lib/http/api-client";
import { useUpdateFee } from "./use-default-fees";

/** Confirms switching a default on or off: either way it changes what every seller without an own fee pays. */
export function ToggleFeeDialog({ fee, open, onClose, onSaved }: { fee: FeeJson; open: boolean; onClose: () => void; onSaved: () => void }) {
  const update = useUpdateFee(fee.id);
  const activating = !fee.isActive;
  function close() {
    update.reset();
    onClose();
  }

  const what = `a tarifa de ${FEE_TARGET_LABELS[fee.target]?.toLowerCase()} de ${formatFeeValue(fee)}`;

  return (
    <Dialog open={open} onClose={close} title={activating ? "Ativar tarifa padrão?" : "Desativar tarifa padrão?"}>
      <p className="text-sm text-slate-600">
        {activating
          ? `A partir do próximo pagamento, ${what} passa a ser cobrada dos vendedores sem tarifa própria desse tipo.`
          : `A partir do próximo pagamento, ${what} deixa de ser cobrada dos vendedores que usam as tarifas padrão.`}
      </p>
      {update.error && (
        <div className="mt-4">
          <Alert tone="error">{update.error instanceof ApiError ? update.error.body.message : "Não foi possível salvar. Tente novamente."}</Alert>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={close}>
          Cancelar
        </Button>
        <Button variant={activating ? "primary" : "danger"} loading={update.isPending} onClick={() => update.mutate({ isActive: activating }, { onSuccess: onSaved })}>
          {activating ? "Ativar" : "Desativar"}
        </Button>
      </div>
    </Dialog>
  );
}
