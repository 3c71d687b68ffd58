"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteWebhook } from "./use-delete-webhook";
import type { WebhookJson } from "./webhook-keys";

export function DeleteWebhookDialog({ webhook, onClose }: { webhook: WebhookJson | null; onClose: () => void }) {
  const remove = useDeleteWebhook();

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={webhook !== null}
      onClose={close}
      title="Excluir webhook?"
      confirmLabel="Excluir webhook"
      pendingLabel="Excluindo…"
      pending={remove.isPending}
      onConfirm={() => webhook && remove.mutate(webhook.id, { onSuccess: close })}
      error={remove.error}
    >
      {webhook && (
        <p className="break-all">
          <span className="font-mono text-slate-900">{webhook.url}</span> deixa de receber eventos, inclusive as
          entregas que ainda aguardam nova tentativa. Não é possível desfazer.
        </p>
      )}
    </ConfirmDialog>
  );
}
