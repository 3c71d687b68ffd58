import { type BrowserContext, type Page, expect } from "@playwright/test";
import Papa from "papaparse";
import { DEMO_FEATURED_SALE, DEMO_OPEN_CHARGE, todayPaid } from "../../prisma/demo/plan";
import { DEMO_ADMIN, DEMO_PASSWORD, followNav, keepScreenshot, logIn, test } from "./helpers";

// The server allows 10 logins per e-mail in 15 minutes and other files use the admin too: one
// login for the whole file. Serial, so a failure skips the rest instead of logging in again.
test.describe.configure({ mode: "serial" });

let adminSession: Awaited<ReturnType<BrowserContext["storageState"]>>;

// Reduced motion: the charts draw without animating, so screenshots show them whole.
test.use({ storageState: async ({}, use) => use(adminSession), contextOptions: { reducedMotion: "reduce" } });

test.beforeAll(async ({ browser }, workerInfo) => {
  const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
  const page = await context.newPage();
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  adminSession = await context.storageState();
  await context.close();
});

const brl = (reais: number) => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(reais);
const percent = (rate: number) =>
  new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 2 }).format(rate / 100);

type Overview = {
  totalRevenue: number;
  averageTicket: number;
  qtdPaidOrders: number;
  qtdRefunds: number;
  qtdPendingOrders: number;
  conversionRate: number;
};

const card = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true });
/** The headline figure of a card, without its explanation. */
const figure = (page: Page, label: string) => card(page, label).locator("p").first();
/** A chart's drawing, found by the title it carries for screen readers. */
const chart = (page: Page, title: string) =>
  page.locator("svg.recharts-surface", { has: page.locator("title", { hasText: title }) });

test("the overview shows today's demo sales in cards and charts", async ({ page }, testInfo) => {
  await page.goto("/admin?period=day");
  await expect(page.getByRole("heading", { name: "Administração", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "Hoje" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // Other files sell through the demo seller at the same time: the cards must match the API's
  // figures read with them (both again if a sale lands in between), on top of the demo's own sales.
  await expect(async () => {
    const response = await page.request.get("/api/v1/admin/dashboard/overview?period=day");
    expect(response.ok()).toBe(true);
    const figures = (await response.json()) as Overview;
    expect(figures.qtdPaidOrders).toBeGreaterThanOrEqual(todayPaid().count);
    expect(Math.round(figures.totalRevenue * 100)).toBeGreaterThanOrEqual(todayPaid().amount);
    await page.reload();
    await expect(figure(page, "Receita")).toHaveText(brl(figures.totalRevenue));
    await expect(figure(page, "Ticket médio")).toHaveText(brl(figures.averageTicket));
    await expect(figure(page, "Pedidos pagos")).toHaveText(String(figures.qtdPaidOrders));
    await expect(figure(page, "Reembolsos")).toHaveText(String(figures.qtdRefunds));
    await expect(figure(page, "Pendentes")).toHaveText(String(figures.qtdPendingOrders));
    await expect(figure(page, "Conversão")).toHaveText(percent(figures.conversionRate));
  }).toPass({ timeout: 20_000 });

  await expect(figure(page, "Saques aguardando")).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(figure(page, "Saques aprovados")).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  await expect(figure(page, "Saques sem confirmação do PSP")).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  const awaiting = card(page, "Empresas aguardando análise");
  // At least the demo's company awaiting review.
  await expect(figure(page, "Empresas aguardando análise")).toHaveText(/^[1-9]\d*$/);
  await expect(awaiting.getByRole("link", { name: "Ver empresas em análise" })).toHaveAttribute(
    "href",
    "/admin/enterprises",
  );

  for (const title of ["Valores por dia, por situação", "Pagamentos criados por dia"]) {
    await expect(chart(page, title)).toBeVisible();
    // Today's paid and pending sales are bars with a height, not an empty axis.
    await expect(chart(page, title).locator(".recharts-bar-rectangle path").first()).toBeVisible();
  }
  await expect(page.locator(".recharts-legend-wrapper")).toContainText("Pagos");
  await keepScreenshot(page, testInfo, "admin-overview");

  await page.getByRole("link", { name: "7 dias" }).click();
  await expect(page).toHaveURL("/admin?period=week");
  await expect(card(page, "Pedidos pagos")).toBeVisible();

  // A range long before the demo: the empty state instead of blank charts.
  await page.getByRole("link", { name: "Personalizado" }).click();
  const custom = page.getByRole("form", { name: "Período personalizado" });
  await expect(custom.getByLabel("De")).not.toHaveValue("");
  await custom.getByLabel("De").fill("2020-01-01");
  await custom.getByLabel("Até").fill("2020-01-31");
  await custom.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/period=custom&startDate=2020-01-01&endDate=2020-01-31/);
  await expect(page.getByText("Nenhuma venda no período")).toBeVisible();
  await expect(figure(page, "Receita")).toHaveText(brl(0));
  await expect(chart(page, "Valores por dia, por situação")).toHaveCount(0);

  // A reversed range is refused with its reason; the last 30 days stay on screen meanwhile.
  await page.goto("/admin?period=custom&startDate=2020-02-01&endDate=2020-01-01");
  await expect(
    page.getByRole("form", { name: "Período personalizado" }).getByText("A data inicial deve ser anterior à final"),
  ).toBeVisible();
  await expect(figure(page, "Pedidos pagos")).not.toHaveText("0");
});

test("the revenue report lists the demo seller's company with its CNPJ", async ({ page }, testInfo) => {
  await page.goto("/admin");
  await followNav(page, "Relatórios", "Financeiro");
  await expect(page).toHaveURL("/admin/reports");
  await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Período" }).getByRole("link", { name: "Hoje" }).click();
  await expect(page).toHaveURL("/admin/reports?period=day");

  const row = page.getByRole("table", { name: "Receita por empresa" }).getByRole("row", { name: /Loja Aurora Ltda/ });
  await expect(row).toContainText("11.222.333/0001-81");
  await expect(row).toContainText("R$");
  await expect(row.getByRole("link", { name: "Loja Aurora Ltda", exact: true })).toHaveAttribute(
    "href",
    /^\/admin\/enterprises\/[0-9a-f-]{36}$/,
  );
  await keepScreenshot(page, testInfo, "admin-revenue");

  await row.getByRole("link", { name: "Pagamentos de Loja Aurora Ltda" }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?sellerId=[0-9a-f-]{36}&status=FINISHED/);
  await expect(page.getByText(/Pagamentos de Loja Aurora/)).toBeVisible();
});

test("the payments table spans sellers, filters by status and exports the filtered CSV", async ({ page }, testInfo) => {
  await page.goto("/admin/payments");
  await expect(page.getByRole("heading", { name: "Pagamentos", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Pagamentos de todos os vendedores" });
  // The newest of the buyer's purchases is the seed's sale of today.
  const demoSale = table.getByRole("row", { name: new RegExp(DEMO_FEATURED_SALE.buyer) }).first();
  await expect(demoSale).toContainText("Loja Aurora");
  await expect(demoSale).toContainText("vendedor@demo.pix.br");
  await expect(demoSale).toContainText("Pago");
  const totals = page.getByRole("region", { name: "Totais" });
  await expect(totals).toContainText("Líquido dos vendedores");
  await keepScreenshot(page, testInfo, "admin-payments");

  const filters = page.getByRole("search", { name: "Filtrar pagamentos" });
  await filters.getByLabel("Status").selectOption("CREATED");
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/[?&]status=CREATED/);
  await expect(table.getByRole("row", { name: new RegExp(DEMO_OPEN_CHARGE.buyer) })).toContainText(
    "Aguardando pagamento",
  );
  await expect(table).not.toContainText("Pago");

  const spreadsheetLink = page.getByRole("link", { name: "Exportar planilha (CSV)" });
  await expect(spreadsheetLink).toHaveAttribute("href", "/api/v1/admin/payments/export?status=CREATED&format=br");
  await expect(page.getByRole("link", { name: "CSV simples" })).toHaveAttribute(
    "href",
    "/api/v1/admin/payments/export?status=CREATED&format=plain",
  );
  const csv = await page.request.get((await spreadsheetLink.getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    delimiter: ";",
    skipEmptyLines: true,
  }).data;
  expect(rows.length).toBeGreaterThan(0);
  expect(
    rows.every(
      (row) =>
        row.Status === "Aguardando pagamento" &&
        row.Vendedor !== "" &&
        /^\d{1,3}(\.\d{3})*,\d{2}$/.test(row.Valor!) &&
        // Never paid: no fee was charged and nothing is net.
        row["Tarifa de serviço"] === "" &&
        row["Líquido após devoluções"] === "",
    ),
  ).toBe(true);
});

test("the admin creates a user, promotes them, sees them among the members and takes the role back", async ({
  page,
}, testInfo) => {
  const email = `membro-${Date.now()}@example.com`;
  await page.goto("/admin/members");
  await expect(page.getByRole("heading", { name: "Membros", level: 1 })).toBeVisible();
  const admins = page.getByRole("table", { name: "Administradores" });
  await expect(admins.getByRole("row", { name: new RegExp(DEMO_ADMIN) })).toContainText("(você)");

  const create = page.getByRole("form", { name: "Criar usuário" });
  await create.getByRole("button", { name: "Criar usuário" }).click();
  await expect(create.getByText("E-mail inválido")).toBeVisible();
  await create.getByLabel("E-mail").fill(email);
  await create.getByLabel("Nome ou empresa").fill("Equipe Financeira");
  await create.getByLabel("Senha inicial").fill(DEMO_PASSWORD);
  await create.getByRole("button", { name: "Criar usuário" }).click();
  await expect(create.getByText(`Conta de ${email} criada como vendedor.`)).toBeVisible();

  const search = page.getByRole("search", { name: "Buscar usuário para promover" });
  await search.getByLabel("E-mail ou empresa").fill(email);
  await search.getByRole("button", { name: "Buscar" }).click();
  await page
    .getByRole("table", { name: "Vendedores encontrados" })
    .getByRole("button", { name: `Tornar administrador de ${email}` })
    .click();
  const promote = page.getByRole("dialog", { name: "Tornar administrador?" });
  await promote.getByRole("button", { name: "Confirmar promoção" }).click();
  await expect(page.getByText(`${email} agora é administrador.`)).toBeVisible();
  const member = admins.getByRole("row", { name: new RegExp(email) });
  await expect(member).toBeVisible();
  await keepScreenshot(page, testInfo, "admin-members");

  await member.getByRole("button", { name: `Remover acesso de administrador de ${email}` }).click();
  await page
    .getByRole("dialog", { name: "Remover acesso de administrador?" })
    .getByRole("button", { name: "Confirmar remoção" })
    .click();
  await expect(page.getByText(`${email} deixou de ser administrador.`)).toBeVisible();
  await expect(member).toHaveCount(0);

  // Both role changes are in the audit log, with the field that changed.
  await followNav(page, "Auditoria", "Risco");
  const filters = page.getByRole("search", { name: "Filtrar auditoria" });
  await filters.getByLabel("Tipo de entidade").selectOption("user");
  await filters.getByLabel("Ação").selectOption({ label: "Usuário alterado" });
  await filters.getByLabel("Autor").fill(DEMO_ADMIN);
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/[?&]actor=admin%40demo\.pix\.br/);
  const latest = page.getByRole("table", { name: "Registro de auditoria" }).getByRole("row").nth(1);
  await expect(latest).toContainText("Usuário alterado");
  await expect(latest).toContainText(DEMO_ADMIN);
  await latest.getByText("1 campo alterado").click();
  await expect(latest.getByRole("table", { name: "Campos alterados" })).toContainText(/role\s*admin\s*seller/);
  await keepScreenshot(page, testInfo, "admin-audit");
});

test("the default fees preview what a seller nets on an amount typed by the admin", async ({ page }, testInfo) => {
  await page.goto("/admin/fees");
  await expect(page.getByRole("heading", { name: "Tarifas", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Tarifas padrão" })).toContainText("0,99 %");
  await expect(page.getByRole("link", { name: "Vendedores" }).last()).toHaveAttribute("href", "/admin/sellers");

  // The seeded defaults (service R$ 1,50 + 0,99 %, gateway 0,50 %) on R$ 200,00.
  await page.getByLabel("Valor de exemplo").fill("20000");
  const previewed = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(previewed("Tarifa de serviço")).toHaveText(brl(3.48));
  await expect(previewed("Tarifa do gateway")).toHaveText(brl(1));
  await expect(previewed("O vendedor recebe")).toHaveText(brl(195.52));
  await keepScreenshot(page, testInfo, "admin-fees");
});
