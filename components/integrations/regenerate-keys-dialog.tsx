"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api-request";
import type { KeyPair } from "./integration-keys";

type Regenerate = UseMutationResult<KeyPair, Error, void>;

export function RegenerateKeysDialog({ open, regenerate, onClose, onConfirm }: { open: boolean; regenerate: Regenerate; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Gerar novas chaves?">
      <div className="space-y-4 text-sm text-slate-600">
        <Alert tone="warning" title="As chaves atuais param de funcionar agora">
          Todos os tokens obtidos com elas também deixam de valer na hora: suas integrações recebem 401 até passarem a usar as novas chaves.
        </Alert>
        <p>A nova chave privada aparece uma única vez, logo depois de gerada.</p>
        {regenerate.error && <Alert tone="error">{errorMessage(regenerate.error)}</Alert>}
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" variant="danger" loading={regenerate.isPending} onClick={onConfirm}>
            Gerar novas chaves
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
