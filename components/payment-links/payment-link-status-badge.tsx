import { Badge } from "@/components/ui/badge";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";

export function PaymentLinkStatusBadge({ status }: { status: PaymentLinkJson["status"] }) {
  return status === "ACTIVE" ? <Badge tone="success">Ativo</Badge> : <Badge>Desativado</Badge>;
}
