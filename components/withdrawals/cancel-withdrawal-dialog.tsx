"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatReais } from "@/components/browser/reais";
import { useCancelWithdrawal } from "./use-cancel-withdrawal";
import type { WithdrawalJson } from "./withdrawal-keys";
import { formatPixKey } from "./withdrawal-labels";

export function CancelWithdrawalDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: WithdrawalJson | null;
  onClose: () => void;
}) {
  const cancel = useCancelWithdrawal();

  function close() {
    cancel.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={withdrawal !== null}
      onClose={close}
      title="Cancelar saque?"
      confirmLabel="Cancelar saque"
      pendingLabel="Cancelando…"
      cancelLabel="Voltar"
      pending={cancel.isPending}
      onConfirm={() => withdrawal && cancel.mutate(withdrawal.id, { onSuccess: close })}
      error={cancel.error}
    >
      {withdrawal && (
        <p>
          O saque de {formatReais(withdrawal.amount)} para a chave{" "}
          {formatPixKey(withdrawal.pixKey, withdrawal.pixKeyType)} não será enviado e o valor volta para o seu saldo
          disponível.
        </p>
      )}
    </ConfirmDialog>
  );
}
