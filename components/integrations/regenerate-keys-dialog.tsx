"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { KeyPair } from "./integration-keys";

type Regenerate = UseMutationResult<KeyPair, Error, void>;

export function RegenerateKeysDialog({
  open,
  regenerate,
  onClose,
  onConfirm,
}: {
  open: boolean;
  regenerate: Regenerate;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Gerar novas chaves?"
      confirmLabel="Gerar novas chaves"
      pendingLabel="Gerando…"
      pending={regenerate.isPending}
      onConfirm={onConfirm}
      error={regenerate.error}
    >
      <Alert tone="warning" title="As chaves atuais param de funcionar agora">
        Todos os tokens obtidos com elas também deixam de valer na hora: suas integrações recebem 401 até passarem a
        usar as novas chaves.
      </Alert>
      <p>A nova chave privada aparece uma única vez, logo depois de gerada.</p>
    </ConfirmDialog>
  );
}
