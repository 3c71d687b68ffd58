import "#server-only";
/** The statement's reasons (`GET /transactions`) as the seller reads them, and its spreadsheet export writes them. */
export const REASON_LABELS: Record<string, string> = {
  PAYMENT_RECEIVED: "Pagamento recebido",
  // Both fees of a payment, the service's and the gateway's: the line's description names which.
  SYSTEM_FEE: "Tarifa do pagamento",
  RETENTION: "Retenção em reserva",
  RETENTION_RELEASE: "Liberação da reserva",
  WITHDRAWAL: "Saque",
  WITHDRAWAL_FEE: "Tarifa de saque",
  WITHDRAWAL_REVERSAL: "Devolução de saque",
  REFUND: "Reembolso ao comprador",
  MANUAL_ADJUSTMENT: "Ajuste manual",
  INFRACTION_HOLD: "Retenção por infração MED",
  INFRACTION_RELEASE: "Liberação de infração MED",
};

export function reasonLabel(reason: string) {
  return REASON_LABELS[reason] ?? reason;
}
