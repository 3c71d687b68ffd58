import "#server-only";
import type { PixKeyType } from "@/lib/db/generated/enums";
import { formatDateTimeBrasilia } from "@/lib/dates";
import { INFRACTION_EXPIRY_POLICY } from "@/lib/infractions/schema";
import { formatBRL } from "@/lib/money";
import { type Receipt, receiptLines } from "@/lib/receipts/receipt-lines";
import { TEST_RECEIPT_NOTICE } from "@/lib/receipts/test-notice";
import { type EmailContent, type RenderedEmail, render } from "./render";

const when = formatDateTimeBrasilia;

const PIX_KEY_LABELS: Record<PixKeyType, string> = {
  CPF: "CPF",
  CNPJ: "CNPJ",
  EMAIL: "e-mail",
  PHONE: "telefone",
  EVP: "aleatória",
};

/**
 * "CPF terminada em 8900": enough for the owner to recognise the key, little for anyone reading over their shoulder.
 */
export function describePixKey(pixKey: string, pixKeyType: PixKeyType): string {
  return `${PIX_KEY_LABELS[pixKeyType]} terminada em ${pixKey.slice(-4)}`;
}

type InfractionNotice = { infractionId: string; paymentId: string; amount: number };
type AdminInfractionNotice = { sellerId: string; sellerName: string; deadlineAt: Date; answers: number };

function answersText(answers: number): string {
  if (answers === 0) return "O vendedor não respondeu.";
  return answers === 1 ? "O vendedor respondeu uma vez." : `O vendedor respondeu ${answers} vezes.`;
}

function adminDetails(data: InfractionNotice & AdminInfractionNotice): [string, string][] {
  return [
    ["Vendedor", data.sellerName],
    ["Valor retido", formatBRL(data.amount)],
    ["Prazo", when(data.deadlineAt)],
    ["Pagamento", data.paymentId],
  ];
}

/** Every e-mail the platform sends: data in, what it says in pt-BR out (render() makes its text and HTML parts). */
const TEMPLATES = {
  "enterprise.approved": ({ companyName }: { companyName: string }): EmailContent => ({
    subject: "Sua empresa foi aprovada",
    heading: `${companyName} foi aprovada`,
    paragraphs: [
      "Analisamos o cadastro e os documentos da sua empresa e está tudo certo. Você já pode criar links de pagamento e receber por PIX.",
    ],
    action: { label: "Abrir o painel", path: "/seller" },
  }),
  "enterprise.rejected": ({ companyName, reason }: { companyName: string; reason: string }): EmailContent => ({
    subject: "Seu cadastro precisa de ajustes",
    heading: `O cadastro de ${companyName} não foi aprovado`,
    paragraphs: [
      "Analisamos o cadastro da sua empresa e ele precisa de ajustes antes da aprovação.",
      `Motivo: ${reason}`,
      "Corrija o que foi apontado e envie o cadastro de novo para análise.",
    ],
    action: { label: "Corrigir o cadastro", path: "/seller/onboarding" },
  }),
  "password.changed": ({ changedAt }: { changedAt: Date }): EmailContent => ({
    subject: "Sua senha foi alterada",
    heading: "Sua senha foi alterada",
    paragraphs: [
      `A senha da sua conta foi alterada em ${when(changedAt)}. As outras sessões abertas foram encerradas.`,
      "Se não foi você, fale imediatamente com o suporte da plataforma: alguém pode ter acesso à sua conta.",
    ],
  }),
  "team.invitation": (data: {
    sellerName: string;
    invitedBy: string;
    roleLabel: string;
    expiresAt: Date;
    path: string;
  }): EmailContent => ({
    subject: `Convite para a equipe de ${data.sellerName}`,
    heading: `Você foi convidado para a equipe de ${data.sellerName}`,
    paragraphs: [
      `${data.invitedBy} convidou você para trabalhar na conta de ${data.sellerName} na plataforma PIX Pagamentos, com o papel ${data.roleLabel}.`,
      `O convite vale até ${when(data.expiresAt)} e só pode ser usado uma vez. Se você não esperava este convite, ignore este e-mail.`,
    ],
    action: { label: "Aceitar o convite", path: data.path },
  }),
  "team.removed": ({ sellerName }: { sellerName: string }): EmailContent => ({
    subject: `Você saiu da equipe de ${sellerName}`,
    heading: `Você não faz mais parte da equipe de ${sellerName}`,
    paragraphs: [
      `Seu acesso à conta de ${sellerName} foi encerrado. Suas outras contas na plataforma continuam como estavam.`,
      "Se isso foi um engano, fale com o proprietário da conta.",
    ],
  }),
  "password.reset": ({ token, minutes }: { token: string; minutes: number }): EmailContent => ({
    subject: "Redefina sua senha",
    heading: "Redefinição de senha",
    paragraphs: [
      "Recebemos um pedido para criar uma nova senha para a sua conta. Use o link abaixo para escolher a nova senha.",
      `O link vale por ${minutes} minutos e funciona uma só vez.`,
      "Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.",
    ],
    action: { label: "Criar uma nova senha", path: `/reset-password/${token}` },
  }),
  "email.change-confirm": ({ token, expiresAt }: { token: string; expiresAt: Date }): EmailContent => ({
    subject: "Confirme seu novo e-mail",
    heading: "Confirme o novo e-mail da sua conta",
    paragraphs: [
      "Recebemos um pedido para que este endereço passe a ser o e-mail de acesso de uma conta da plataforma.",
      `Confirme até ${when(expiresAt)}. Enquanto não for confirmado, o e-mail atual continua valendo.`,
      "Se não foi você que pediu, ignore este e-mail.",
    ],
    action: { label: "Confirmar o novo e-mail", path: `/account/email/${token}` },
  }),
  "email.verify": ({ token, expiresAt }: { token: string; expiresAt: Date }): EmailContent => ({
    subject: "Confirme seu e-mail",
    heading: "Confirme o e-mail da sua conta",
    paragraphs: [
      "Este endereço é o e-mail de acesso de uma conta na plataforma PIX Pagamentos. Confirme que ele é seu: é por ele que você recebe os avisos da conta, e a empresa só é aprovada depois da confirmação.",
      `O link vale até ${when(expiresAt)} e funciona uma só vez; depois disso, peça outro no painel.`,
      "Se não foi você que criou a conta, ignore este e-mail.",
    ],
    action: { label: "Confirmar meu e-mail", path: `/verify-email/${token}` },
  }),
  "email.change-requested": ({ newEmail, requestedAt }: { newEmail: string; requestedAt: Date }): EmailContent => ({
    subject: "Pedido de troca do e-mail da sua conta",
    heading: "Pediram a troca do e-mail da sua conta",
    paragraphs: [
      `Em ${when(requestedAt)} foi pedida a troca do e-mail de acesso da sua conta para ${newEmail}. A troca só vale depois de confirmada pelo link enviado ao novo endereço.`,
      "Se não foi você, troque sua senha agora e fale com o suporte da plataforma: alguém pode ter acesso à sua conta.",
    ],
    action: { label: "Abrir Minha conta", path: "/account" },
  }),
  "email.changed": ({ newEmail, changedAt }: { newEmail: string; changedAt: Date }): EmailContent => ({
    subject: "O e-mail da sua conta foi alterado",
    heading: "O e-mail da sua conta foi alterado",
    paragraphs: [
      `Em ${when(changedAt)} o e-mail de acesso da sua conta passou a ser ${newEmail}. Este endereço não recebe mais os avisos da conta.`,
      "Se não foi você, fale imediatamente com o suporte da plataforma.",
    ],
  }),
  "totp.enabled": ({ at }: { at: Date }): EmailContent => ({
    subject: "Verificação em duas etapas ativada",
    heading: "Verificação em duas etapas ativada",
    paragraphs: [
      `A verificação em duas etapas da sua conta foi ativada em ${when(at)}. Ao entrar, pedimos a senha e o código do seu aplicativo autenticador. As outras sessões abertas foram encerradas.`,
      "Se não foi você, fale imediatamente com o suporte da plataforma: alguém pode ter acesso à sua conta.",
    ],
    action: { label: "Ver a verificação em duas etapas", path: "/account/two-factor" },
  }),
  "totp.disabled": ({ at }: { at: Date }): EmailContent => ({
    subject: "Verificação em duas etapas desativada",
    heading: "Verificação em duas etapas desativada",
    paragraphs: [
      `A verificação em duas etapas da sua conta foi desativada em ${when(at)}. Ao entrar, pedimos só a senha.`,
      "Se não foi você, fale imediatamente com o suporte da plataforma: alguém pode ter acesso à sua conta.",
    ],
    action: { label: "Ativar de novo", path: "/account/two-factor" },
  }),
  "withdrawal.completed": (data: {
    withdrawalId: string;
    netAmount: number;
    pixKey: string;
    pixKeyType: PixKeyType;
    completedAt: Date;
  }): EmailContent => ({
    subject: `Saque de ${formatBRL(data.netAmount)} concluído`,
    heading: "Seu saque foi concluído",
    paragraphs: ["O PIX do seu saque foi enviado e confirmado pelo banco."],
    details: [
      ["Valor enviado", formatBRL(data.netAmount)],
      ["Chave PIX", describePixKey(data.pixKey, data.pixKeyType)],
      ["Concluído em", when(data.completedAt)],
      ["Saque", data.withdrawalId],
    ],
    action: { label: "Ver saques", path: "/seller/withdrawals" },
  }),
  "withdrawal.failed": (data: { withdrawalId: string; amount: number; reason: string }): EmailContent => ({
    subject: `Saque de ${formatBRL(data.amount)} não realizado`,
    heading: "Seu saque não foi realizado",
    paragraphs: [
      `O PIX do seu saque não pôde ser enviado. Motivo: ${data.reason}`,
      "O valor voltou ao seu saldo disponível; confira a chave PIX antes de pedir de novo.",
    ],
    details: [
      ["Valor", formatBRL(data.amount)],
      ["Saque", data.withdrawalId],
    ],
    action: { label: "Ver saques", path: "/seller/withdrawals" },
  }),
  "withdrawal.returned": (data: {
    withdrawalId: string;
    amount: number;
    netAmount: number;
    pixKey: string;
    pixKeyType: PixKeyType;
    returnedAt: Date;
  }): EmailContent => ({
    subject: `${formatBRL(data.amount)} do seu saque voltaram ao seu saldo`,
    heading: "O banco de destino devolveu seu saque",
    paragraphs: [
      `O banco da chave PIX do seu saque devolveu ${formatBRL(data.amount)} do PIX de ${formatBRL(data.netAmount)} que enviamos. O valor devolvido voltou ao seu saldo disponível; a tarifa do saque não é devolvida.`,
      "Confira com o banco ou com o titular se a chave PIX de saque ainda está certa antes de pedir um novo saque.",
    ],
    details: [
      ["Valor devolvido", formatBRL(data.amount)],
      ["Valor enviado", formatBRL(data.netAmount)],
      ["Chave PIX", describePixKey(data.pixKey, data.pixKeyType)],
      ["Devolvido em", when(data.returnedAt)],
      ["Saque", data.withdrawalId],
    ],
    action: { label: "Ver saques", path: "/seller/withdrawals" },
  }),
  "integration.keys-generated": (data: {
    publicKey: string;
    generatedBy: string;
    generatedAt: Date;
  }): EmailContent => ({
    subject: "Novas chaves de integração na sua conta",
    heading: "Novas chaves de integração na sua conta",
    paragraphs: [
      `${data.generatedBy} gerou novas chaves de integração em ${when(data.generatedAt)}. As chaves anteriores, e os acessos feitos com elas, deixaram de funcionar.`,
      "Pela API, as chaves agem com os direitos do proprietário: criam links e cobranças, fazem devoluções e, se as regras da conta permitirem saques pela API, pedem saques, sempre para a chave PIX de saque cadastrada.",
      "Se não reconhece esta troca, gere novas chaves em Integrações, revise a equipe e troque a sua senha.",
    ],
    details: [
      ["Chave pública", data.publicKey],
      ["Gerada por", data.generatedBy],
    ],
    action: { label: "Ver integrações", path: "/seller/integrations" },
  }),
  "payout-pix-key.changed": (data: {
    pixKey: string;
    pixKeyType: PixKeyType;
    changedAt: Date;
    payableFrom: Date;
  }): EmailContent => ({
    subject: "Sua chave PIX de saque foi alterada",
    heading: "Sua chave PIX de saque foi alterada",
    paragraphs: [
      `A chave PIX que recebe os seus saques foi alterada em ${when(data.changedAt)}. Os próximos saques vão para a nova chave.`,
      `Por segurança, nenhum saque é pago à nova chave antes de ${when(data.payableFrom)}: os pedidos feitos até lá aguardam esse prazo.`,
      "Se não foi você, fale imediatamente com o suporte da plataforma e troque a sua senha.",
    ],
    details: [
      ["Nova chave", describePixKey(data.pixKey, data.pixKeyType)],
      ["Saques pagos a partir de", when(data.payableFrom)],
    ],
    action: { label: "Ver saques", path: "/seller/withdrawals" },
  }),
  "seller.paid": (data: {
    paymentId: string;
    amount: number;
    paidAt: Date;
    description?: string | null;
  }): EmailContent => ({
    subject: `Você recebeu ${formatBRL(data.amount)}`,
    heading: `Você recebeu um pagamento de ${formatBRL(data.amount)}`,
    paragraphs: ["Um cliente pagou uma cobrança PIX sua."],
    details: [
      ["Valor", formatBRL(data.amount)],
      ...(data.description ? [["Descrição", data.description] as [string, string]] : []),
      ["Pago em", when(data.paidAt)],
      ["Pagamento", data.paymentId],
    ],
    action: { label: "Ver pagamentos", path: "/seller/payments" },
  }),
  /**
   * To the buyer, when their PIX is confirmed. `checkoutPath` is the checkout page of a payment made through a link,
   * which shows the receipt and its PDF.
   */
  "buyer.receipt": (data: Receipt & { checkoutPath: string | null }): EmailContent => ({
    subject: `Comprovante: pagamento de ${formatBRL(data.amount)} a ${data.sellerName}`,
    heading: "Seu pagamento PIX foi confirmado",
    paragraphs: [
      ...(data.test ? [TEST_RECEIPT_NOTICE] : []),
      `Seu pagamento a ${data.sellerName} foi confirmado pelo banco. Guarde este e-mail: ele é o seu comprovante.`,
      ...(data.checkoutPath ? ["O comprovante em PDF está na página do pagamento."] : []),
    ],
    details: receiptLines(data),
    ...(data.checkoutPath && { action: { label: "Ver o comprovante (PDF)", path: data.checkoutPath } }),
  }),
  "buyer.refunded": (data: {
    amount: number;
    paymentAmount: number;
    sellerName: string;
    completedAt: Date;
    paymentId: string;
    endToEndId: string | null;
  }): EmailContent => ({
    subject: `Devolução de ${formatBRL(data.amount)} concluída`,
    heading: `Você recebeu de volta ${formatBRL(data.amount)}`,
    paragraphs: [
      `Uma devolução do seu pagamento PIX a ${data.sellerName} foi concluída. O valor voltou para a conta de onde o PIX saiu.`,
    ],
    details: [
      ["Valor devolvido", formatBRL(data.amount)],
      ["Valor do pagamento", formatBRL(data.paymentAmount)],
      ["Recebedor do pagamento", data.sellerName],
      ["Concluída em", when(data.completedAt)],
      ...(data.endToEndId ? [["ID da transação PIX (E2E)", data.endToEndId] as [string, string]] : []),
      ["Pagamento", data.paymentId],
    ],
  }),
  "seller.refunded": (data: {
    refundId: string;
    paymentId: string;
    amount: number;
    customerName: string;
    completedAt: Date;
    fullyRefunded: boolean;
  }): EmailContent => ({
    subject: `Devolução de ${formatBRL(data.amount)} concluída`,
    heading: `Uma devolução de ${formatBRL(data.amount)} foi concluída`,
    paragraphs: [
      `O PIX de devolução a ${data.customerName} foi confirmado pelo banco e o valor saiu do seu saldo.`,
      ...(data.fullyRefunded ? ["Com ela, o pagamento foi devolvido por inteiro."] : []),
    ],
    details: [
      ["Valor devolvido", formatBRL(data.amount)],
      ["Concluída em", when(data.completedAt)],
      ["Pagamento", data.paymentId],
      ["Devolução", data.refundId],
    ],
    action: { label: "Ver pagamentos", path: "/seller/payments" },
  }),
  "infraction.opened": (data: InfractionNotice & { reason: string; deadlineAt: Date }): EmailContent => ({
    subject: `${formatBRL(data.amount)} retidos por uma infração MED`,
    heading: "Um PIX que você recebeu foi contestado (MED)",
    paragraphs: [
      "O banco do pagador abriu uma notificação de infração (MED) sobre um pagamento seu. O valor abaixo saiu do seu saldo disponível e fica retido, sem poder ser sacado, até a análise.",
      `Motivo: ${data.reason}`,
      "Responda com a sua explicação e documentos (comprovante de entrega, conversa com o cliente, nota fiscal): a plataforma lê a sua resposta antes de decidir.",
      INFRACTION_EXPIRY_POLICY,
    ],
    details: [
      ["Valor retido", formatBRL(data.amount)],
      ["Responda até", when(data.deadlineAt)],
      ["Pagamento", data.paymentId],
    ],
    action: { label: "Responder à infração", path: `/seller/infractions/${data.infractionId}` },
  }),
  "infraction.deadline-soon": (data: InfractionNotice & AdminInfractionNotice): EmailContent => ({
    subject: `Infração MED vence em 2 dias: ${formatBRL(data.amount)} de ${data.sellerName}`,
    heading: "Uma infração MED vence em 2 dias",
    paragraphs: [
      `O prazo da infração MED de ${data.sellerName} termina em ${when(data.deadlineAt)} e ela ainda não foi decidida.`,
      `${answersText(data.answers)} Leia e decida: libere o valor ao vendedor ou devolva-o ao pagador.`,
      "Se o prazo terminar sem decisão, o valor continua retido e a infração é marcada como vencida.",
    ],
    details: adminDetails(data),
    action: { label: "Ver a infração", path: `/admin/infractions?status=OPEN&sellerId=${data.sellerId}` },
  }),
  "infraction.overdue": (data: InfractionNotice & AdminInfractionNotice): EmailContent => ({
    subject: `Infração MED vencida sem decisão: ${formatBRL(data.amount)} de ${data.sellerName}`,
    heading: "Uma infração MED venceu sem decisão",
    paragraphs: [
      `O prazo da infração MED de ${data.sellerName} terminou em ${when(data.deadlineAt)} sem decisão.`,
      "Pela política da plataforma, o valor continua retido: não foi liberado ao vendedor nem devolvido ao pagador. O resultado do MED cabe ao banco do pagador, que ainda pode pedir a devolução; a retenção a paga.",
      `${answersText(data.answers)} Decida assim que possível.`,
    ],
    details: adminDetails(data),
    action: { label: "Ver a infração", path: `/admin/infractions?status=OPEN&sellerId=${data.sellerId}` },
  }),
  "infraction.overdue-seller": (data: InfractionNotice & { deadlineAt: Date }): EmailContent => ({
    subject: "O prazo da infração MED terminou: o valor continua retido",
    heading: "O prazo da infração MED terminou",
    paragraphs: [
      `O prazo da infração MED sobre o seu pagamento terminou em ${when(data.deadlineAt)} sem decisão.`,
      "O valor continua retido: não é liberado a você nem devolvido ao pagador automaticamente. A infração tem prioridade na análise da plataforma, e você ainda pode enviar a sua resposta.",
    ],
    details: [
      ["Valor retido", formatBRL(data.amount)],
      ["Pagamento", data.paymentId],
    ],
    action: { label: "Ver a infração", path: `/seller/infractions/${data.infractionId}` },
  }),
} satisfies Record<string, (data: never) => EmailContent>;

export type EmailTemplate = keyof typeof TEMPLATES;
export type EmailData<T extends EmailTemplate> = Parameters<(typeof TEMPLATES)[T]>[0];

export const EMAIL_TEMPLATES = Object.keys(TEMPLATES) as EmailTemplate[];

export function renderEmail<T extends EmailTemplate>(template: T, data: EmailData<T>): RenderedEmail {
  return render((TEMPLATES[template] as (data: EmailData<T>) => EmailContent)(data));
}
