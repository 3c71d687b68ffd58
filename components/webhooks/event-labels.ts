import type { EventType } from "@/lib/events/event-types";

export const EVENT_LABELS: Record<EventType, string> = {
  "payment.created": "Pagamento criado",
  "payment.pending": "Pagamento em processamento",
  "payment.finished": "Pagamento confirmado",
  "payment.cancelled": "Pagamento cancelado",
  "payment.refunded": "Pagamento reembolsado",
  "refund.completed": "Devolução concluída",
  "refund.failed": "Devolução não realizada",
  "infraction.opened": "Infração MED aberta (valor retido)",
  "infraction.resolved": "Infração MED resolvida",
  "withdrawal.requested": "Saque solicitado",
  "withdrawal.processing": "Saque em processamento",
  "withdrawal.completed": "Saque concluído",
  "withdrawal.failed": "Saque com falha",
  "withdrawal.rejected": "Saque recusado",
  "withdrawal.cancelled": "Saque cancelado",
  "withdrawal.returned": "Saque devolvido pelo banco de destino",
  "payout_key.changed": "Chave de saque alterada",
  "enterprise.approved": "Empresa aprovada",
  "enterprise.rejected": "Empresa recusada",
};

/** Deliveries also carry `webhook.test`, which no one subscribes to. */
export function eventLabel(type: string): string {
  if (type === "webhook.test") return "Evento de teste";
  return (EVENT_LABELS as Record<string, string>)[type] ?? type;
}
