import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { RefundJson } from "@/lib/refunds/schema";

type RefundStatus = RefundJson["status"];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PROCESSING: "Em processamento",
  DONE: "Concluída",
  FAILED: "Não realizada",
};

const TONES: Record<RefundStatus, BadgeTone> = { PROCESSING: "info", DONE: "success", FAILED: "error" };

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return <Badge tone={TONES[status]}>{REFUND_STATUS_LABELS[status]}</Badge>;
}
