import { type Browser, type BrowserContext, type Page, type TestInfo, expect } from "@playwright/test";
import { formatCnpj, formatCpf, maskDocument } from "../../lib/br/documents";
import { DEMO_SELLERS } from "../../prisma/demo/plan";
import { DEMO_ADMIN, expectAccessible, keepScreenshot, logIn, openPage, test } from "./helpers";

// The global search (Ctrl/⌘+K, or the header's button; on a phone the bar under the header) as the demo seller and
// the demo admin, on a desktop and on a 390 px phone. The server allows 10 logins per e-mail in 15 minutes and other
// files use these accounts too: one login each for the whole file, the sessions reused by every page.
test.describe.configure({ mode: "serial" });

const SELLER = "vendedor@demo.pix.br";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const aurora = DEMO_SELLERS.find((seller) => seller.email === SELLER)!;
const graos = DEMO_SELLERS.find((seller) => seller.email === "graos@demo.pix.br")!;
/** A buyer of the demo seller with payments on most days. */
const JULIANA = aurora.buyers.find((buyer) => buyer.name === "Juliana Martins")!;
/** A buyer of another seller only. */
const ROBERTO = graos.buyers.find((buyer) => buyer.name === "Roberto Carvalho")!;

type Session = Awaited<ReturnType<BrowserContext["storageState"]>>;
let sellerSession: Session;
let adminSession: Session;

test.beforeAll(async ({ browser }, workerInfo) => {
  const signIn = async (email: string, home: string) => {
    const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
    const page = await context.newPage();
    await logIn(page, email);
    await expect(page).toHaveURL(home);
    const session = await context.storageState();
    await context.close();
    return session;
  };
  sellerSession = await signIn(SELLER, "/seller");
  adminSession = await signIn(DEMO_ADMIN, "/admin");
});

async function pageAs(browser: Browser, testInfo: TestInfo, session: Session, device = {}) {
  return openPage(browser, testInfo.project.use, { ...device, storageState: session });
}

/** The header's search button (a bar on a phone); pages with a search form of their own have a "Buscar" button too. */
const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Buscar/ });

/** The search dialog and its parts, by their roles and names. */
function searchDialog(page: Page, field: string) {
  const dialog = page.getByRole("dialog", { name: "Buscar" });
  const results = dialog.getByRole("listbox", { name: "Resultados da busca" });
  return {
    dialog,
    field: dialog.getByRole("combobox", { name: field }),
    status: dialog.getByRole("status"),
    results,
    group: (name: string) => results.getByRole("group", { name }),
  };
}

const SELLER_FIELD = "Buscar pagamentos, links e clientes";
const ADMIN_FIELD = "Buscar pagamentos, links, clientes, vendedores e empresas";

test.describe("desktop", () => {
  test("a seller opens the search with Ctrl+K and walks the results with the keyboard", async ({ browser }, info) => {
    const page = await pageAs(browser, info, sellerSession);
    await page.goto("/seller");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const search = searchDialog(page, SELLER_FIELD);

    await page.keyboard.press("ControlOrMeta+k");
    await expect(search.dialog).toBeVisible();
    await expect(search.field).toBeFocused();
    await expect(search.status).toContainText("Digite ao menos 2 caracteres");

    await test.step("a part of a buyer's name: their payments and their customer row, the first one active", async () => {
      await page.keyboard.type("juliana mart");
      await expect(search.group("Pagamentos").getByRole("option").first()).toContainText(JULIANA.name);
      await expect(search.group("Clientes").getByRole("option")).toHaveCount(1);
      await expect(search.group("Clientes").getByRole("option")).toContainText(
        maskDocument("CPF", JULIANA.document.number),
      );
      await expect(search.status).toContainText("resultados");
      const options = search.results.getByRole("option");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await expect(search.field).toHaveAttribute("aria-expanded", "true");
      await expectAccessible(page);
      await keepScreenshot(page, info, "search-seller-desktop");
    });

    await test.step("the arrows move the active option, wrapping around, and the field points at it", async () => {
      const options = search.results.getByRole("option");
      await page.keyboard.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(search.field).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(options.last()).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
    });

    await test.step("“Mostrar mais resultados” loads the next page of her payments", async () => {
      const payments = search.group("Pagamentos").getByRole("option");
      await expect(payments).toHaveCount(5);
      await page.keyboard.press("End");
      const more = search.results.getByRole("option", { name: "Mostrar mais resultados" });
      await expect(more).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect.poll(() => payments.count()).toBeGreaterThan(5);
    });

    await test.step("Enter on her customer row opens the customers page filtered to her", async () => {
      await search.group("Clientes").getByRole("option").hover();
      await expect(search.group("Clientes").getByRole("option")).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`/seller/customers?search=${JULIANA.document.number}`);
      await expect(search.dialog).toBeHidden();
      const rows = page.getByRole("table", { name: "Clientes" }).getByRole("row");
      await expect(rows.filter({ hasText: JULIANA.name })).toHaveCount(1);
    });

    await test.step("a CPF with punctuation finds her payments exactly; one opens in the payments list", async () => {
      await searchButton(page).click();
      await expect(search.field).toBeFocused();
      await search.field.fill(formatCpf(JULIANA.document.number));
      const first = search.group("Pagamentos").getByRole("option").first();
      await expect(first).toContainText(JULIANA.name);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/seller\/payments\?search=[0-9a-f-]{36}$/);
      await expect(page.getByRole("table", { name: "Pagamentos" }).getByRole("row")).toHaveCount(2);
    });

    await test.step("a part of a link's description opens its payments", async () => {
      await page.keyboard.press("ControlOrMeta+k");
      await search.field.fill("moletom");
      await expect(search.group("Links de pagamento").getByRole("option")).toContainText("Moletom Aurora");
      await search.group("Links de pagamento").getByRole("option").click();
      await expect(page).toHaveURL(/\/seller\/payments\?paymentLinkId=[0-9a-f-]{36}$/);
    });

    await test.step("another seller's buyer is not found; Escape closes and gives the focus back", async () => {
      const button = searchButton(page);
      await button.click();
      await search.field.fill(ROBERTO.name);
      await expect(search.status).toHaveText(`Nenhum resultado para “${ROBERTO.name}”.`);
      await expect(search.results).toHaveCount(0);
      await expect(search.field).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Escape");
      await expect(search.dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step("a failed search says why and tries again", async () => {
      const isSearch = (url: URL) => url.pathname === "/api/v1/search";
      await page.route(isSearch, (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            statusCode: 503,
            code: "SERVICE_UNAVAILABLE",
            message: "Serviço temporariamente indisponível.",
            requestId: "e2e",
          }),
        }),
      );
      await searchButton(page).click();
      await search.field.fill("Camiseta");
      await expect(search.status).toHaveText("Serviço temporariamente indisponível.");
      await page.unroute(isSearch);
      await search.dialog.getByRole("button", { name: "Tentar de novo" }).click();
      await expect(search.group("Links de pagamento").getByRole("option", { name: /^Camiseta Aurora/ })).toBeVisible();
      await search.dialog.getByRole("button", { name: "Fechar" }).click();
      await expect(search.dialog).toBeHidden();
    });
    await page.context().close();
  });

  test("an admin finds sellers and companies by name or CNPJ, and every seller's buyers", async ({ browser }, info) => {
    const page = await pageAs(browser, info, adminSession);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Administração", level: 1 })).toBeVisible();
    const search = searchDialog(page, ADMIN_FIELD);

    await searchButton(page).click();
    await search.field.fill("Bom Grão");
    await expect(search.group("Vendedores").getByRole("option")).toContainText(graos.companyName);
    await expect(search.group("Empresas").getByRole("option")).toContainText(graos.enterprise.commercialName);
    await expect(search.group("Empresas").getByRole("option")).toContainText(
      `CNPJ ${formatCnpj(graos.enterprise.cnpj)}`,
    );
    await expectAccessible(page);
    await keepScreenshot(page, info, "search-admin-desktop");
    // The seller comes first; the company is the next option.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/enterprises\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: graos.enterprise.commercialName, level: 1 })).toBeVisible();

    await page.keyboard.press("ControlOrMeta+k");
    await search.field.fill(formatCnpj(graos.enterprise.cnpj));
    await expect(search.group("Vendedores").getByRole("option")).toHaveCount(1);
    await search.group("Vendedores").getByRole("option").click();
    await expect(page).toHaveURL(/\/admin\/sellers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: graos.companyName, level: 1 })).toBeVisible();

    await page.keyboard.press("ControlOrMeta+k");
    await search.field.fill(ROBERTO.name);
    const payment = search.group("Pagamentos").getByRole("option").first();
    await expect(payment).toContainText(ROBERTO.name);
    await expect(payment).toContainText(graos.companyName);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/payments\?sellerId=[0-9a-f-]{36}&search=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Pagamentos", level: 1 })).toBeVisible();
    await page.context().close();
  });
});

test.describe("phone", () => {
  /** Nothing reaches past the right edge of the 390 px screen, and the page does not scroll sideways. */
  async function expectFitsThePhone(page: Page) {
    const box = (await page.getByRole("dialog", { name: "Buscar" }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
  }

  test("a seller searches from the bar under the header and taps a result", async ({ browser }, info) => {
    const page = await pageAs(browser, info, sellerSession, PHONE);
    await page.goto("/seller");
    const search = searchDialog(page, SELLER_FIELD);
    // On a phone the header's row has no room: the search is a bar of its own, without the keyboard shortcut's hint.
    const bar = searchButton(page);
    await expect(bar).toHaveText("Buscar…");
    await expect(bar).toBeInViewport();
    await expect(page.getByText("Ctrl K")).toBeHidden();
    await bar.tap();
    await expect(search.dialog).toBeVisible();
    await search.field.fill("Juliana");
    await expect(search.group("Pagamentos").getByRole("option").first()).toContainText(JULIANA.name);
    await expectFitsThePhone(page);
    await expectAccessible(page);
    await keepScreenshot(page, info, "search-seller-phone");
    await search.group("Clientes").getByRole("option").tap();
    await expect(page).toHaveURL(`/seller/customers?search=${JULIANA.document.number}`);
    await expect(search.dialog).toBeHidden();
    await page.context().close();
  });

  test("an admin searches a company by CNPJ on a phone", async ({ browser }, info) => {
    const page = await pageAs(browser, info, adminSession, PHONE);
    await page.goto("/admin");
    const search = searchDialog(page, ADMIN_FIELD);
    await searchButton(page).tap();
    await search.field.fill(graos.enterprise.cnpj);
    await expect(search.group("Empresas").getByRole("option")).toContainText(graos.enterprise.commercialName);
    await expectFitsThePhone(page);
    await search.group("Empresas").getByRole("option").tap();
    await expect(page).toHaveURL(/\/admin\/enterprises\/[0-9a-f-]{36}$/);
    await page.context().close();
  });
});
