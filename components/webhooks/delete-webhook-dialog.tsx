"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api-request";
import { useDeleteWebhook } from "./use-delete-webhook";
import type { WebhookJson } from "./webhook-keys";

export function DeleteWebhookDialog({ webhook, onClose }: { webhook: WebhookJson | null; onClose: () => void }) {
  const remove = useDeleteWebhook();

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <Dialog open={webhook !== null} onClose={close} title="Excluir webhook?">
      {webhook && (
        <>
          <p className="break-all text-sm text-slate-600">
            <span className="font-mono text-slate-900">{webhook.url}</span> deixa de receber eventos, inclusive as entregas que ainda aguardam nova
            tentativa. Não é possível desfazer.
          </p>
          {remove.error && (
            <div className="mt-4">
              <Alert tone="error">{errorMessage(remove.error)}</Alert>
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button type="button" variant="danger" loading={remove.isPending} onClick={() => remove.mutate(webhook.id, { onSuccess: close })}>
              Excluir webhook
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
