import { readFileSync } from "node:fs";
import https from "node:https";
import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type TestInfo,
  test as base,
  expect,
} from "@playwright/test";
import { E2E_DATA_DIR } from "../instance";

export const DEMO_PASSWORD = "demo12345";
export const DEMO_ADMIN = "admin@demo.pix.br";

/**
 * React reveals a streamed page's content in batches (up to 300 ms after the shell, see $RC in
 * react-dom's server), holding it meanwhile in a hidden copy (`<div hidden id="S:0">`), which can
 * outlive hydration's own copy on a slow machine: a text match in that moment finds the text twice
 * and fails strict mode. So every `goto` and `reload` returns once no hidden copy is left.
 */
function awaitStreamedContent(page: Page) {
  const revealed = () => page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await revealed();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await revealed();
    return response;
  };
  return page;
}

/** Playwright's `test` whose `page` waits for streamed content after each navigation. */
export const test = base.extend({
  page: async ({ page }, use) => use(awaitStreamedContent(page)),
});

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/**
 * An API client signed in as `email` with the demo password (a bearer token: no session cookie, no Origin needed), for
 * the steps a spec takes through the API instead of a browser.
 */
export async function apiAs(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, email: string) {
  // Explicitly without cookies: inside a test, new request contexts inherit the test's browser session.
  const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = await anonymous.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `login of ${email}`).toBe(true);
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  await anonymous.dispose();
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${tokens.access}` } });
}

/** Opens a page and waits until its data is on screen (its heading, no request in flight). */
export async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/**
 * Opens the drawer of the first payment listed on `path` (a table named `table`), as a click does: the page's URL then
 * names the payment (?payment=<id>); `reload` opens it again from that URL. Returns once the drawer is on screen.
 */
export async function openFirstPaymentDrawer(page: Page, path: string, table: string, { reload = false } = {}) {
  await visit(page, path, "Pagamentos");
  await page
    .getByRole("table", { name: table })
    .getByRole("button", { name: /^Detalhes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]payment=[0-9a-f-]{36}/);
  if (reload) await page.reload();
  await expect(page.getByRole("dialog", { name: "Detalhes do pagamento" }).getByText("Link desta venda")).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/**
 * A new payment of `amount` reais from `buyer`, paid: created with the page's session (same-origin, as the browser
 * would send it) and paid through the sandbox's "the buyer paid", so the demo's own sales stay as other files count
 * them. Returns its id once it is FINISHED.
 */
export async function paidSale(page: Page, buyer: { name: string; email: string; cpf: string }, amount: string) {
  const headers = { Origin: new URL(page.url()).origin };
  const customer = { name: buyer.name, email: buyer.email, document: { type: "CPF", number: buyer.cpf } };
  const created = await page.request.post("/api/v1/payments", { headers, data: { amount, method: "pix", customer } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/v1/sandbox/payments/${id}/pay`, { headers })).ok()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/payments/${id}`)).json()) as { status: string }).status)
    .toBe("FINISHED");
  return id;
}

/**
 * Follows a link of the header. From 1280 px up a link in a group (the admin's Operações, Risco, Financeiro,
 * Configurações; the seller's Configurações) sits in the group's menu, opened first. The link's name may end in a
 * count of what waits ("Saques 3 pendentes").
 */
export async function followNav(page: Page, label: string, group?: string) {
  const nav = page.getByRole("navigation", { name: "Principal" });
  if (group) await nav.getByRole("button", { name: new RegExp(`^${group}(\\s|$)`) }).click();
  await nav.getByRole("link", { name: new RegExp(`^${label}( \\d+ pendentes?)?$`) }).click();
}

/** Follows a link of the header and waits for the page's heading (the link's label unless named). */
export async function openFromNav(
  page: Page,
  label: string,
  { heading = label, group }: { heading?: string; group?: string } = {},
) {
  await followNav(page, label, group);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

export async function logOut(page: Page) {
  // Exact: the team page also has "Sair da equipe".
  await page.getByRole("button", { name: "Sair", exact: true }).click();
  await expect(page).toHaveURL("/login");
}

export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/**
 * A page in a browser context of its own (own cookies), with the project's base URL, locale and
 * time zone, for specs where several people act side by side; `device` is e.g. devices["Pixel 7"].
 */
export async function openPage(
  browser: Browser,
  use: Partial<PlaywrightTestOptions>,
  device: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    ...device,
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
  return awaitStreamedContent(await context.newPage());
}

/** The WCAG 2.0 and 2.1 success criteria of levels A and AA. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Runs axe on the page as it is now and fails the test on any serious or critical WCAG A/AA
 * violation, naming the rule and the elements. Soft, so a journey goes on and reports every page.
 */
export async function expectAccessible(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  const axe = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of exclude) axe.exclude(selector);
  const { violations } = await axe.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact}): ${help} — ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect.soft(blocking, `accessibility of ${page.url()}`).toEqual([]);
}

/**
 * A call to the control endpoints of the PSP stand-in the demo started (scripts/start.ts notes
 * where), with its client certificate: "the buyer paid" (`POST /cob/{txid}/pay`), the switches.
 */
export async function standInControl(method: string, path: string, body: Record<string, unknown>) {
  const dir = `${E2E_DATA_DIR}/psp`;
  const { controlUrl } = JSON.parse(readFileSync(`${dir}/endpoint.json`, "utf8")) as { controlUrl: string };
  const tls = {
    ca: readFileSync(`${dir}/certs/ca.crt`),
    cert: readFileSync(`${dir}/certs/client.crt`),
    key: readFileSync(`${dir}/certs/client.key`),
  };
  return new Promise<number>((resolve, reject) => {
    const request = https.request(
      `${controlUrl}${path}`,
      { method, ...tls, headers: { "content-type": "application/json" } },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}
