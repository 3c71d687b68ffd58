import { type Detail, DetailList } from "@/components/ui/detail-list";
import { formatDateTime } from "@/lib/dates";
import type { DeliveryJson } from "./webhook-keys";

/** What the endpoint answered on the last attempt, and what happens next. */
export function DeliveryOutcome({ delivery }: { delivery: DeliveryJson }) {
  const details: Detail[] = [
    ["Tentativas", delivery.attempts],
    ["Último código HTTP", delivery.lastStatusCode ?? "Sem resposta"],
  ];
  if (delivery.deliveredAt) details.push(["Entregue em", formatDateTime(delivery.deliveredAt)]);
  if (delivery.nextAttemptAt) details.push(["Próxima tentativa", formatDateTime(delivery.nextAttemptAt)]);
  return (
    <div className="space-y-3">
      <DetailList details={details} />
      {delivery.failureReason && (
        <p className="text-sm text-red-700">
          <span className="font-medium">Motivo:</span> {delivery.failureReason}
        </p>
      )}
      {delivery.lastError && (
        // For support: what the connection reported, as the platform's logs name it.
        <details className="text-xs text-slate-600">
          <summary className="cursor-pointer">Detalhes técnicos</summary>
          <p className="mt-1 break-all font-mono">
            {delivery.lastErrorCode && `${delivery.lastErrorCode} · `}
            {delivery.lastError}
          </p>
        </details>
      )}
      {delivery.lastResponse && (
        <div>
          <p className="text-sm text-slate-500">Resposta do endpoint (início)</p>
          <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-100 p-3 text-xs">
            {delivery.lastResponse}
          </pre>
        </div>
      )}
    </div>
  );
}
