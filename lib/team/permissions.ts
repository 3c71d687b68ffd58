import type { MemberRole } from "@/lib/db/generated/enums";

/** What a team member may do in a seller's account besides reading it, which every member may. */
export type Permission =
  "sell" | "refund" | "withdraw" | "payoutKey" | "integrations" | "webhooks" | "company" | "team" | "disputes";

export const MEMBER_ROLES = ["owner", "finance", "developer", "viewer"] as const satisfies readonly MemberRole[];

const GRANTS: Record<MemberRole, readonly Permission[]> = {
  owner: ["sell", "refund", "withdraw", "payoutKey", "integrations", "webhooks", "company", "team", "disputes"],
  finance: ["sell", "refund", "withdraw", "disputes"],
  developer: ["integrations", "webhooks"],
  viewer: [],
};

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: "Proprietário",
  finance: "Financeiro",
  developer: "Desenvolvedor",
  viewer: "Leitura",
};

export const MEMBER_ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  owner: "Tudo, inclusive empresa, chave PIX de saque e equipe.",
  finance:
    "Links, cobranças, clientes, devoluções, saques e respostas a infrações MED. A chave PIX de saque fica com o " +
    "proprietário.",
  developer:
    "Chaves de integração e webhooks. As chaves agem na API com os direitos do proprietário, como cobrar e devolver; " +
    "os proprietários são avisados por e-mail quando elas são geradas.",
  viewer: "Só consulta.",
};

const PERMISSION_LABELS: Record<Permission, string> = {
  sell: "criar ou alterar links, cobranças e clientes",
  refund: "devolver pagamentos",
  withdraw: "sacar ou cancelar saques",
  payoutKey: "alterar a chave PIX de saque",
  integrations: "gerar chaves de integração",
  webhooks: "alterar webhooks",
  company: "alterar os dados da empresa",
  team: "gerenciar a equipe",
  disputes: "responder a infrações MED",
};

export function can(role: MemberRole | null | undefined, permission: Permission): boolean {
  return role ? GRANTS[role].includes(permission) : false;
}

/** Why `role` may not do `permission`, in the seller's words. */
export function refusal(role: MemberRole | null | undefined, permission: Permission): string {
  const who = role ? `O papel ${MEMBER_ROLE_LABELS[role]}` : "Quem não é da equipe";
  return `${who} não pode ${PERMISSION_LABELS[permission]} nesta conta.`;
}
