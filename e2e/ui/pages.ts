import { type Locator, type Page, expect } from "@playwright/test";
import { visit } from "./helpers";

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

/** Waits until the image is decoded: a broken image showing its name would pass a check of the page. */
async function decoded(image: Locator) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/**
 * The pages whose address names a row (a link's card, a company, a seller), each with how to reach it from its list
 * and wait until its data is on screen. The accessibility and phone-layout specs open them after the lists above.
 */
export const SELLER_DETAIL_PAGES = [
  {
    name: "/seller/links/[id]/card",
    open: async (page: Page) => {
      await visit(page, "/seller/links", "Links de pagamento");
      await page
        .getByRole("link", { name: /^Cartão/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { name: "Cartão do link", level: 1 })).toBeVisible();
      await decoded(page.getByRole("article").getByRole("img"));
    },
  },
];
export const ADMIN_DETAIL_PAGES = [
  {
    // The demo's company awaiting review: the page with the decision buttons and the four documents.
    name: "/admin/enterprises/[id]",
    open: async (page: Page) => {
      await visit(page, "/admin/enterprises", "Empresas");
      await page
        .getByRole("row", { name: /Ateliê Ipê/ })
        .getByRole("link", { name: /Analisar/ })
        .click();
      await expect(page).toHaveURL(/\/admin\/enterprises\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { name: "Ateliê Ipê", level: 1 })).toBeVisible();
      // The pictures, decoded, rather than an idle network: Chromium's viewer of the embedded PDF may keep it busy.
      for (const name of ["RG (frente)", "RG (verso)", "Selfie com RG"])
        await decoded(page.getByRole("img", { name, exact: true }));
    },
  },
  {
    name: "/admin/sellers/[id]",
    open: async (page: Page) => {
      await visit(page, "/admin/sellers", "Vendedores");
      await page.getByRole("table").getByRole("link", { name: /Ver/ }).first().click();
      await expect(page).toHaveURL(/\/admin\/sellers\/[0-9a-f-]{36}$/);
      await page.waitForLoadState("networkidle");
    },
  },
];
