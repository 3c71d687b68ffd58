/** Names of the entity types the services record; an unknown type shows as stored. */
export const ENTITY_TYPE_LABELS: Record<string, string> = {
  customer: "Cliente",
  enterprise: "Empresa",
  fee: "Tarifa",
  infraction: "Infração MED",
  integration_credential: "Credencial de integração",
  payment: "Pagamento",
  payment_link: "Link de pagamento",
  payout_key: "Chave PIX de saque",
  reconciliation_difference: "Diferença de conciliação",
  reconciliation_run: "Conciliação de um dia",
  refund: "Devolução",
  reserve_config: "Reserva",
  seller: "Conta de vendedor",
  unmatched_pix: "PIX retido",
  user: "Usuário",
  webhook: "Webhook",
  withdrawal: "Saque",
  withdrawal_config: "Regras de saque",
};

export const ENTITY_TYPE_OPTIONS = Object.entries(ENTITY_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export function entityTypeLabel(type: string) {
  return ENTITY_TYPE_LABELS[type] ?? type;
}

/** How the person acted, when it was not from the app's pages: a browser is the usual way, and says nothing. */
export const VIA_LABELS: Record<"bearer" | "integration", string> = {
  bearer: "pela API, com o token do login",
  integration: "pelas chaves de integração",
};
