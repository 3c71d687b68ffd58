import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { PAYMENT_STATUSES } from "@/lib/payments/schema";

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const LABELS: Record<PaymentStatus, string> = {
  CREATED: "Aguardando pagamento",
  PENDING: "Em liquidação",
  FINISHED: "Pago",
  CANCELLED: "Cancelado",
  REFUNDED: "Estornado",
};

const TONES: Record<PaymentStatus, BadgeTone> = { CREATED: "neutral", PENDING: "info", FINISHED: "success", CANCELLED: "neutral", REFUNDED: "warning" };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
