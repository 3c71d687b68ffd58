"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api-request";
import { formatReais } from "@/lib/client/reais";
import { useCancelWithdrawal } from "./use-cancel-withdrawal";
import type { WithdrawalJson } from "./withdrawal-keys";
import { formatPixKey } from "./withdrawal-labels";

export function CancelWithdrawalDialog({ withdrawal, onClose }: { withdrawal: WithdrawalJson | null; onClose: () => void }) {
  const cancel = useCancelWithdrawal();

  function close() {
    cancel.reset();
    onClose();
  }

  return (
    <Dialog open={withdrawal !== null} onClose={close} title="Cancelar saque?">
      {withdrawal && (
        <>
          <p className="text-sm text-slate-600">
            O saque de {formatReais(withdrawal.amount)} para a chave {formatPixKey(withdrawal.pixKey, withdrawal.pixKeyType)} não será enviado e o valor
            volta para o seu saldo disponível.
          </p>
          {cancel.error && (
            <div className="mt-4">
              <Alert tone="error">{errorMessage(cancel.error)}</Alert>
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={close}>
              Voltar
            </Button>
            <Button type="button" variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(withdrawal.id, { onSuccess: close })}>
              Cancelar saque
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
