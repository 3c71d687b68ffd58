/**
 * What each audited action says to the admin reading the log, by the code the services record. recordAudit takes
 * only these codes, so an action recorded without words does not compile.
 */
export const AUDIT_ACTIONS = {
  "credentials.regenerated": "Credenciais de integração geradas de novo",
  "customer.created": "Cliente cadastrado",
  "customer.updated": "Dados do cliente alterados",
  "enterprise.approved": "Empresa aprovada",
  "enterprise.created": "Empresa cadastrada",
  "enterprise.deleted": "Empresa excluída",
  "enterprise.documents_uploaded": "Documentos da empresa enviados",
  "enterprise.rejected": "Empresa recusada",
  "enterprise.updated": "Cadastro da empresa alterado",
  "fee.created": "Tarifa criada",
  "fee.updated": "Tarifa alterada",
  "infraction.answered": "Vendedor respondeu à infração MED",
  "infraction.escalated": "Prazo da infração MED vencido sem decisão",
  "infraction.med_returned": "Infração MED encerrada: o PSP devolveu ao pagador (MED)",
  "infraction.opened": "Infração MED aberta",
  "infraction.refund_requested": "Devolução da infração MED pedida ao PSP",
  "infraction.refunded": "Infração MED encerrada: devolução feita pelo PSP",
  "infraction.released": "Valor da infração MED liberado ao vendedor",
  "infraction.reopened": "Infração MED reaberta: a devolução não foi feita",
  "payment_link.created": "Link de pagamento criado",
  "payment_link.deactivated": "Link de pagamento desativado",
  "payment_link.reactivated": "Link de pagamento reativado",
  "payment_link.updated": "Link de pagamento alterado",
  "payment.cancelled": "Pagamento cancelado pelo vendedor",
  "payout_key.approved": "Chave PIX de saque aprovada",
  "payout_key.changed": "Chave PIX de saque alterada",
  "payout_key.registered": "Chave PIX de saque cadastrada",
  "reconciliation.run": "Dia conciliado com o PSP",
  "reconciliation.credited": "Diferença de conciliação creditada",
  "reconciliation.explained": "Diferença de conciliação explicada",
  "reconciliation.refunded": "Diferença de conciliação devolvida ao pagador",
  "refund.requested": "Devolução pedida",
  "refund.unconfirmed": "Devolução sem confirmação do PSP há mais de um dia",
  "reserve_config.updated": "Regras de reserva alteradas",
  "team.invitation_accepted": "Convite para a equipe aceito",
  "team.invitation_revoked": "Convite para a equipe cancelado",
  "team.invited": "Pessoa convidada para a equipe",
  "team.member_left": "Membro saiu da equipe",
  "team.member_removed": "Membro removido da equipe",
  "team.ownership_transferred": "Propriedade da conta transferida",
  "team.role_changed": "Papel de membro da equipe alterado",
  "unmatched_pix.return_unconfirmed": "Devolução de PIX retido sem confirmação do PSP há mais de um dia",
  "unmatched_pix.returned": "Devolução de PIX retido pedida ao PSP",
  "unmatched_pix.returned_by_med": "PIX retido devolvido pelo PSP (MED)",
  "user.created": "Usuário criado",
  "user.deleted": "Conta excluída",
  "user.email_change_requested": "Troca de e-mail pedida",
  "user.email_changed": "E-mail alterado",
  "user.email_verified": "E-mail confirmado pelo link enviado a ele",
  "user.password_changed": "Senha alterada",
  "user.password_reset": "Senha redefinida pelo link enviado por e-mail",
  "user.password_reset_requested": "Redefinição de senha pedida",
  "user.session_ended": "Sessão encerrada",
  "user.sessions_ended": "Todas as sessões encerradas",
  "user.totp_disabled": "Verificação em duas etapas desativada",
  "user.totp_enabled": "Verificação em duas etapas ativada",
  "user.totp_recovery_codes_regenerated": "Códigos de recuperação gerados de novo",
  "user.updated": "Usuário alterado",
  "webhook.created": "Webhook cadastrado",
  "webhook.deleted": "Webhook excluído",
  "withdrawal.approved": "Saque aprovado",
  "withdrawal.cancelled": "Saque cancelado pelo vendedor",
  "withdrawal.payout_failure_recorded": "Falha do envio do saque registrada",
  "withdrawal.payout_recorded": "Envio do saque registrado",
  "withdrawal.rejected": "Saque recusado",
  "withdrawal.requested": "Saque pedido",
  "withdrawal_config.updated": "Regras de saque alteradas",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The action in words; a code no longer recorded (an old entry) shows as stored. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action;
}

/** Every action, in the order of its words, for the log's filter. */
export const AUDIT_ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "pt-BR"));
