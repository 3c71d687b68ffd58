// Every page of the seller and admin areas, and the account page under each one's header, with its level-1 heading,
// which says the page is on screen: the accessibility spec and the phone-layout spec open each of them.
export const SELLER_PAGES = [
  { path: "/seller", heading: /^Olá, / },
  { path: "/seller/onboarding", heading: "Empresa" },
  { path: "/seller/links", heading: "Links de pagamento" },
  { path: "/seller/payments", heading: "Pagamentos" },
  { path: "/seller/customers", heading: "Clientes" },
  { path: "/seller/balance", heading: "Saldo e extrato" },
  { path: "/seller/infractions", heading: "Infrações MED" },
  { path: "/seller/withdrawals", heading: "Saques" },
  { path: "/seller/webhooks", heading: "Webhooks" },
  { path: "/seller/integrations", heading: "Integrações" },
  { path: "/account", heading: "Minha conta" },
  { path: "/seller/team", heading: "Equipe" },
];
export const ADMIN_PAGES = [
  { path: "/admin", heading: "Administração" },
  { path: "/admin/enterprises", heading: "Empresas" },
  { path: "/admin/withdrawals", heading: "Saques" },
  { path: "/admin/sellers", heading: "Vendedores" },
  { path: "/admin/reports", heading: "Relatórios" },
  { path: "/admin/payments", heading: "Pagamentos" },
  { path: "/admin/members", heading: "Membros" },
  { path: "/admin/fees", heading: "Tarifas" },
  { path: "/admin/audit", heading: "Auditoria" },
  { path: "/admin/unmatched-pix", heading: "PIX retidos" },
  { path: "/admin/infractions", heading: "Infrações MED" },
  { path: "/admin/emails", heading: "E-mails" },
  { path: "/admin/reconciliation", heading: "Conciliação com o PSP" },
  { path: "/account", heading: "Minha conta" },
];

/** The pages a visitor reads, with their main heading. */
export const PUBLIC_PAGES = [
  { path: "/", heading: "Receba por PIX com links de pagamento e checkout próprio." },
  { path: "/login", heading: "Entrar" },
  { path: "/register", heading: "Crie sua conta" },
  { path: "/docs/guide", heading: "API guide for integrators" },
];
