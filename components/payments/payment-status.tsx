import { Badge, type BadgeTone } from "@/components/ui/badge";
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentJson } from "@/lib/payments/schema";

type PaymentStatus = PaymentJson["status"];

/** The statuses as filter choices, in the API's order. */
export const PAYMENT_STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: PAYMENT_STATUS_LABELS[status],
}));

const TONES: Record<PaymentStatus, BadgeTone> = {
  CREATED: "warning",
  PENDING: "info",
  FINISHED: "success",
  CANCELLED: "neutral",
  REFUNDED: "error",
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

/** Not paid yet, so it can still be cancelled (the API's CREATED|PENDING -> CANCELLED). */
export function isUnpaid(status: PaymentStatus) {
  return status === "CREATED" || status === "PENDING";
}
