import type { PAYMENT_STATUSES } from "./schema";

/** Each payment status as the pages and the spreadsheet exports say it. */
export const PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  CREATED: "Aguardando pagamento",
  PENDING: "Em processamento",
  FINISHED: "Pago",
  CANCELLED: "Cancelado",
  REFUNDED: "Reembolsado",
};
