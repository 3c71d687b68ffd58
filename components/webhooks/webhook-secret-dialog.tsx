"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Dialog } from "@/components/ui/dialog";
import { SignatureHelp } from "./signature-help";
import type { CreatedWebhookJson } from "./webhook-keys";

/** The signing secret, which the API returns only once: right after the endpoint is created. */
export function WebhookSecretDialog({ webhook, onClose }: { webhook: CreatedWebhookJson | null; onClose: () => void }) {
  return (
    <Dialog open={webhook !== null} onClose={onClose} title="Webhook cadastrado">
      {webhook && (
        <div className="space-y-4">
          <p className="break-all text-sm text-slate-600">
            Os eventos serão enviados para <span className="font-mono text-slate-900">{webhook.url}</span>.
          </p>
          <Alert tone="warning" title="Guarde o segredo agora: ele não será mostrado de novo">
            Use-o para verificar a assinatura de cada entrega. Se perder, exclua este webhook e cadastre outro.
          </Alert>
          <div>
            <p className="text-sm font-medium text-slate-700">Segredo de assinatura</p>
            <div className="mt-1 flex items-center gap-2">
              <code className="min-w-0 flex-1 break-all rounded-md bg-slate-100 px-3 py-2 text-xs">
                {webhook.secret}
              </code>
              <CopyButton text={webhook.secret} label="segredo do webhook" />
            </div>
          </div>
          <SignatureHelp />
          <div className="flex justify-end">
            <Button type="button" onClick={onClose}>
              Já guardei o segredo
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
