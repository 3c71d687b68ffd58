import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { DeliveryStatus } from "./webhook-keys";

export const DELIVERY_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const satisfies readonly DeliveryStatus[];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  PENDING: "Pendente",
  SUCCEEDED: "Entregue",
  FAILED: "Falhou",
};

const TONES: Record<DeliveryStatus, BadgeTone> = { PENDING: "warning", SUCCEEDED: "success", FAILED: "error" };

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={TONES[status]}>{DELIVERY_STATUS_LABELS[status]}</Badge>;
}
