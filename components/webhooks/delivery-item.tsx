"use client";

import { useCan } from "@/components/seller/member-role";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/components/browser/api-request";
import { formatDateTime } from "@/lib/dates";
import { DeliveryOutcome } from "./delivery-outcome";
import { DeliveryStatusBadge } from "./delivery-status";
import { eventLabel } from "./event-labels";
import { useResendDelivery } from "./use-resend-delivery";
import type { DeliveryJson } from "./webhook-keys";

export function DeliveryItem({ webhookId, delivery }: { webhookId: string; delivery: DeliveryJson }) {
  const resend = useResendDelivery(webhookId);
  const canResend = useCan("webhooks");
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {eventLabel(delivery.eventType)}{" "}
            <code className="text-xs font-normal text-slate-500">{delivery.eventType}</code>
          </p>
          <p className="break-all text-xs text-slate-500">
            {formatDateTime(delivery.createdAt)} · evento <span className="font-mono">{delivery.eventId}</span>
          </p>
        </div>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <DeliveryOutcome delivery={delivery} />
      {resend.error && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
      {canResend && delivery.status === "FAILED" && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={resend.isPending}
          loadingText="Reenviando…"
          onClick={() => resend.mutate(delivery.id)}
        >
          Reenviar<span className="sr-only"> {eventLabel(delivery.eventType)}</span>
        </Button>
      )}
    </li>
  );
}
