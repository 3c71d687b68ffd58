"use client";

import type { UseMutationResult } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/components/browser/api-request";
import { DeliveryOutcome } from "./delivery-outcome";
import { DeliveryStatusBadge } from "./delivery-status";
import type { DeliveryJson, WebhookJson } from "./webhook-keys";

type TestMutation = UseMutationResult<DeliveryJson, Error, string>;

/** The outcome of "Enviar teste": open while the request runs, then how the endpoint answered. */
export function TestResultDialog({
  webhook,
  test,
  onClose,
}: {
  webhook: WebhookJson | null;
  test: TestMutation;
  onClose: () => void;
}) {
  return (
    <Dialog open={webhook !== null} onClose={onClose} title="Evento de teste">
      {webhook && (
        <div className="space-y-4">
          <p className="break-all text-sm text-slate-600">
            Um evento <code>webhook.test</code> para <span className="font-mono text-slate-900">{webhook.url}</span>.
          </p>
          <div aria-live="polite" aria-busy={test.isPending} className="space-y-4">
            {test.isPending && (
              <>
                <p className="text-sm text-slate-600">Enviando… o endpoint tem até 10 segundos para responder.</p>
                <Skeleton className="h-24" />
              </>
            )}
            {test.error && <Alert tone="error">{errorMessage(test.error)}</Alert>}
            {test.data && <TestSummary delivery={test.data} />}
          </div>
          <div className="flex justify-end">
            <Button type="button" variant="secondary" onClick={onClose}>
              Fechar
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function TestSummary({ delivery }: { delivery: DeliveryJson }) {
  const delivered = delivery.status === "SUCCEEDED";
  return (
    <>
      <div className="flex items-center gap-2">
        <DeliveryStatusBadge status={delivery.status} />
        <p className="text-sm font-medium">
          {delivered ? "O endpoint respondeu com sucesso." : "O endpoint não confirmou o recebimento."}
        </p>
      </div>
      {!delivered && delivery.nextAttemptAt && (
        <p className="text-sm text-slate-600">Faremos novas tentativas automaticamente; acompanhe em Entregas.</p>
      )}
      <DeliveryOutcome delivery={delivery} />
    </>
  );
}
