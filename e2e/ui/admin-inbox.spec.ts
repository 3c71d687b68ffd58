import { type APIRequestContext, type BrowserContext, type Locator, type Page, expect } from "@playwright/test";
import { apiAs, DEMO_ADMIN, expectAccessible, keepScreenshot, logIn, openPage, standInControl, test } from "./helpers";

// The admin's inbox: /admin opens with what waits, the header groups the pages (operations, risk, finance, settings)
// in one row at 1280 px with the counts, and a phone opens them from "Menu"; held PIX name their payer, payments and
// the audit log filter by a seller's name or e-mail, reconciliation refuses days before the first payment.
// The server allows 10 logins per e-mail in 15 minutes and other files use these accounts: one login each for the whole
// file (the seller's through the API, the admin's in a browser, its cookies shared by the phone).
test.describe.configure({ mode: "serial" });

const SELLER = "vendedor@demo.pix.br";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// A CPF no other spec uses: the buyer of the charge paid with another amount.
const PAYER = { name: "Pagadora Retida", cpf: "11144477735", masked: "***.444.777-**" };

let seller: APIRequestContext;
let adminSession: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.use({ storageState: async ({}, use) => use(adminSession) });

test.beforeAll(async ({ playwright, browser }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL;
  seller = await apiAs(playwright, baseURL!, SELLER);

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  adminSession = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await seller.dispose();
});

const header = (page: Page) => page.getByRole("navigation", { name: "Principal" });
const card = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true });
/** The headline figure of a card, without its explanation. */
const figure = (page: Page, label: string) => card(page, label).locator("p").first();
const groupButton = (page: Page, group: string) =>
  header(page).getByRole("button", { name: new RegExp(`^${group}(\\s|$)`) });
/** A header link by its label, whatever count of what waits follows it. */
const navLink = (scope: Locator, label: string) =>
  scope.getByRole("link", { name: new RegExp(`^${label}( \\d+ pendentes?)?$`) });

/** A PIX the stand-in pays on one of the demo seller's charges, for another amount: held, naming the charge's buyer. */
async function heldPixOnACharge() {
  const created = await seller.post("/api/v1/payments", {
    data: {
      amount: 30,
      customer: {
        name: PAYER.name,
        email: "pagadora.retida@example.com",
        document: { type: "cpf", number: PAYER.cpf },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(await standInControl("POST", `/cob/${id.replaceAll("-", "")}/pay`, { valor: "29.99", force: true })).toBe(201);
  return id;
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("/admin opens with what waits, each queue with its count and age, and the counts in the header", async ({
    page,
  }, testInfo) => {
    // Something in each queue the demo does not fill: a PIX to the key without a charge, held.
    expect(await standInControl("POST", "/pix", { valor: "7.00" })).toBe(201);
    await page.goto("/admin");
    const waiting = page.getByRole("region", { name: "O que aguarda você" });
    await expect(waiting).toBeVisible();

    // The demo's company awaiting review (Ateliê Ipê), with the age of the oldest.
    await expect(figure(page, "Empresas aguardando análise")).toHaveText(/^[1-9]\d*$/);
    await expect(card(page, "Empresas aguardando análise")).toContainText(
      /a mais antiga enviada há (menos de 1 minuto|\d+ (minutos?|horas?|dias?))/,
    );
    await expect(figure(page, "Saques aguardando")).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    await expect(card(page, "Saques aguardando")).toContainText(/\d+ saques?/);
    await expect(figure(page, "Infrações MED abertas")).toHaveText(/^\d+$/);
    await expect(card(page, "Infrações MED abertas").getByRole("link", { name: "Ver infrações" })).toHaveAttribute(
      "href",
      "/admin/infractions?status=OPEN",
    );
    await expect(figure(page, "Saques sem confirmação do PSP")).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    await expect(figure(page, "Diferenças de conciliação")).toHaveText(/^\d+$/);
    // The held PIX arrive by notification: counted once they are booked.
    await expect(async () => {
      await page.reload();
      await expect(figure(page, "PIX retidos")).toHaveText(/^[1-9]\d*$/);
    }).toPass({ timeout: 15_000 });
    await expect(card(page, "PIX retidos")).toContainText(/o mais antigo recebido há/);
    const companies = Number(await figure(page, "Empresas aguardando análise").textContent());
    const held = Number(await figure(page, "PIX retidos").textContent());

    // The header: one row, its groups carrying the sum of what waits behind them.
    const entries = header(page).locator(":scope > ul > li");
    await expect(entries).toHaveCount(5);
    // One row: every entry's middle on the same line (a group's badge may make its button a few px taller).
    const middles = await entries.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    expect(
      Math.max(...middles) - Math.min(...middles),
      `the header's entries' middles: ${middles.join(", ")} px`,
    ).toBeLessThan(6);
    const [navBox, logout] = [
      await header(page).boundingBox(),
      await page.getByRole("button", { name: "Sair", exact: true }).boundingBox(),
    ];
    expect(navBox!.height).toBeLessThan(40);
    expect(Math.abs(navBox!.y + navBox!.height / 2 - (logout!.y + logout!.height / 2))).toBeLessThan(12);
    await expect(groupButton(page, "Operações")).toHaveAccessibleName(/^Operações \d+ pendentes?$/);
    await expect(groupButton(page, "Risco")).toHaveAccessibleName(/^Risco \d+ pendentes?$/);
    await expect(groupButton(page, "Configurações")).toHaveAccessibleName("Configurações");
    await expect(navLink(header(page), "Empresas")).toBeHidden();

    // A group opens as a menu with each queue's count, the same as its card's.
    await groupButton(page, "Operações").click();
    await expect(groupButton(page, "Operações")).toHaveAttribute("aria-expanded", "true");
    await expect(
      header(page).getByRole("link", { name: `Empresas ${companies} ${companies === 1 ? "pendente" : "pendentes"}` }),
    ).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Vendedores", exact: true })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, "admin-inbox");
    // Opening another closes the first; a click elsewhere closes it too.
    await groupButton(page, "Risco").click();
    await expect(groupButton(page, "Operações")).toHaveAttribute("aria-expanded", "false");
    await expect(
      header(page).getByRole("link", { name: `PIX retidos ${held} ${held === 1 ? "pendente" : "pendentes"}` }),
    ).toBeVisible();
    await page.getByRole("heading", { name: "Administração", level: 1 }).click();
    await expect(groupButton(page, "Risco")).toHaveAttribute("aria-expanded", "false");

    // By keyboard: Enter opens, Tab walks into the menu, Escape closes it and gives the focus back.
    await groupButton(page, "Financeiro").focus();
    await page.keyboard.press("Enter");
    await expect(groupButton(page, "Financeiro")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(navLink(header(page), "Conciliação")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(groupButton(page, "Financeiro")).toHaveAttribute("aria-expanded", "false");
    await expect(groupButton(page, "Financeiro")).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/admin/reconciliation");
    // The page is the group's: marked in the header.
    await groupButton(page, "Financeiro").click();
    await expect(navLink(header(page), "Conciliação")).toHaveAttribute("aria-current", "page");
  });

  test("held PIX show their payer, CPF masked, and link their payment", async ({ page }, testInfo) => {
    const paymentId = await heldPixOnACharge();
    await page.goto("/admin/unmatched-pix");
    const table = page.getByRole("table", { name: "PIX retidos" });
    const row = table.getByRole("row").filter({ hasText: PAYER.name });
    await expect(async () => {
      await page.reload();
      await expect(row).toHaveCount(1);
    }).toPass({ timeout: 15_000 });
    await expect(row).toContainText(PAYER.masked);
    await expect(row).not.toContainText(PAYER.cpf);
    await expect(row).toContainText("Valor diferente do cobrado");
    await expect(row.getByRole("link", { name: `Pagamento #${paymentId.slice(0, 8)}` })).toHaveAttribute(
      "href",
      `/admin/payments?search=${paymentId}`,
    );
    // A PIX to the key names no charge, so no payer.
    await expect(table.getByRole("row").filter({ hasText: "Sem cobrança" }).first()).toContainText(
      "Não informado pelo PSP",
    );
    await keepScreenshot(page, testInfo, "held-pix-payer");

    await row.getByRole("link", { name: `Pagamento #${paymentId.slice(0, 8)}` }).click();
    await expect(page).toHaveURL(`/admin/payments?search=${paymentId}`);
    await expect(page.getByRole("table", { name: "Pagamentos de todos os vendedores" })).toContainText(PAYER.name);
  });

  test("payments filter by a seller's name or e-mail, and say when none or several match", async ({ page }) => {
    await page.goto("/admin/payments");
    const filters = page.getByRole("search", { name: "Filtrar pagamentos" });
    const table = page.getByRole("table", { name: "Pagamentos de todos os vendedores" });
    for (const typed of ["loja aurora", SELLER]) {
      await filters.getByLabel("Vendedor").fill(typed);
      await filters.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]seller=${encodeURIComponent(typed).replaceAll("%20", "\\+")}`));
      // The page filtered before may linger hidden beside the new one while the navigation ends.
      await expect(page.getByText(/Pagamentos de Loja Aurora/).filter({ visible: true })).toBeVisible();
      const sellers = table.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
      await expect(sellers.first()).toContainText("Loja Aurora");
      expect(await sellers.filter({ hasNotText: "Loja Aurora" }).count()).toBe(0);
      // The CSV follows the seller picked.
      await expect(page.getByRole("link", { name: "Exportar planilha (CSV)" })).toHaveAttribute(
        "href",
        /sellerId=[0-9a-f-]{36}/,
      );
    }
    await filters.getByLabel("Vendedor").fill("ninguém com este nome");
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(filters.getByText("Nenhum vendedor com esse nome, e-mail ou CNPJ")).toBeVisible();
  });

  test("the audit log says what happened in words and filters by the author's e-mail", async ({ page }) => {
    await page.goto(`/admin/audit?${new URLSearchParams({ actor: DEMO_ADMIN })}`);
    const filters = page.getByRole("search", { name: "Filtrar auditoria" });
    await expect(filters.getByLabel("Autor")).toHaveValue(DEMO_ADMIN);
    const table = page.getByRole("table", { name: "Registro de auditoria" });
    const entries = table.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
    await expect(entries.first()).toContainText(DEMO_ADMIN);
    // The demo's admin approved the demo sellers' withdrawals: in words, the code beside them.
    await filters.getByLabel("Ação").selectOption({ label: "Saque aprovado" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/[?&]action=withdrawal\.approved/);
    await expect(entries.first().getByRole("link", { name: "Saque aprovado" })).toBeVisible();
    await expect(entries.first()).toContainText("withdrawal.approved");
    await expect(entries.first()).toContainText(DEMO_ADMIN);
  });

  test("reconciliation refuses a day before the platform's first payment, saying which day that was", async ({
    page,
  }) => {
    await page.goto("/admin/reconciliation");
    const day = page.getByLabel("Dia (horário de São Paulo)");
    await expect(day).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
    await day.fill("2020-01-01");
    await page.getByRole("button", { name: "Conciliar com o PSP" }).click();
    await expect(
      page.getByText(
        /^O primeiro pagamento da plataforma é de \d{2}\/\d{2}\/\d{4}: escolha esse dia ou um posterior\.$/,
      ),
    ).toBeVisible();
    await expect(page).toHaveURL("/admin/reconciliation");
  });
});

test("on a 390 px phone the menu lists every group with its counts, and works by keyboard", async ({
  browser,
}, workerInfo) => {
  const phone = await openPage(browser, workerInfo.project.use, { ...PHONE, storageState: adminSession });
  try {
    await phone.goto("/admin");
    await expect(phone.getByRole("heading", { name: "Administração", level: 1 })).toBeVisible();
    await expect(card(phone, "PIX retidos")).toBeVisible();
    const menu = header(phone).getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    // The groups' own buttons are for wide screens: on a phone each group is a titled part of the menu.
    await expect(groupButton(phone, "Operações")).toBeHidden();
    await menu.focus();
    await phone.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    for (const [group, label] of [
      ["Operações", "Empresas"],
      ["Risco", "PIX retidos"],
      ["Financeiro", "Conciliação"],
      ["Configurações", "E-mails"],
    ] as const) {
      const part = header(phone).getByRole("list", { name: group });
      await expect(part).toBeVisible();
      await expect(navLink(part, label)).toBeVisible();
    }
    await expect(navLink(header(phone), "Empresas")).toHaveAccessibleName(/^Empresas \d+ pendentes?$/);
    await expectAccessible(phone);
    await phone.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await expect(navLink(header(phone), "Empresas")).toBeHidden();

    await menu.click();
    await navLink(header(phone), "PIX retidos").click();
    await expect(phone).toHaveURL("/admin/unmatched-pix");
    await expect(phone.getByRole("heading", { name: "PIX retidos", level: 1 })).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  } finally {
    await phone.context().close();
  }
});
