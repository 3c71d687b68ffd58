import { type Page, type Response, expect } from "@playwright/test";
import { DEMO_ADMIN, logIn, openPage, test } from "./helpers";

const SELLER = "vendedor@demo.pix.br";

/**
 * Every Content Security Policy violation the page reports, from the DOM's
 * `securitypolicyviolation` event and from Chromium's console (which also names blocked loads).
 */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  return violations;
}

/** The page's script-src: a nonce with 'strict-dynamic', never 'unsafe-inline'. Returns the nonce. */
function expectNoncePolicy(response: Response | null) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scriptSrc =
    policy
      .split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("script-src")) ?? "";
  expect(scriptSrc, response?.url()).toMatch(/'nonce-[A-Za-z0-9+/_-]{16,}={0,2}'/);
  expect(scriptSrc, response?.url()).toContain("'strict-dynamic'");
  expect(scriptSrc, response?.url()).not.toContain("'unsafe-inline'");
  return /'nonce-([^']+)'/.exec(scriptSrc)![1];
}

/**
 * Loads `path` and checks that its answer carries a nonce policy, that Next.js put that nonce on
 * the page's inline scripts, and that React hydrated the page (its fiber is attached to <body>).
 */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  const nonce = expectNoncePolicy(response);
  // Browsers hide a nonce from getAttribute; the `nonce` property still holds it.
  const inlineNonces = await page
    .locator("script:not([src])")
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(inlineNonces.length, path).toBeGreaterThan(0);
  expect(new Set(inlineNonces), path).toEqual(new Set([nonce]));
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber"))), {
      message: `${path} hydrated`,
      // /docs hydrates after Swagger UI's 1.5 MB bundle: seconds on a busy 2-core machine.
      timeout: 20_000,
    })
    .toBe(true);
  return nonce;
}

test("public pages run under a nonce policy, with a fresh nonce per request, and hydrate without a violation", async ({
  page,
}) => {
  test.slow(); // Swagger UI, below
  const violations = await watchPolicy(page);

  const first = await visit(page, "/");
  await page.getByRole("link", { name: "Entrar" }).click();
  await expect(page).toHaveURL("/login");
  expect(await visit(page, "/")).not.toBe(first);

  await visit(page, "/register");
  await visit(page, "/docs");
  // Swagger UI is a chunk loaded by our script at run time: 'strict-dynamic' must let it in. Its
  // megabyte of script takes 10-17 s to load and render on a loaded 2-core machine (same before nonces).
  await expect(page.locator(".swagger-ui .info .title")).toContainText("PIX Payments API", { timeout: 30_000 });
  await visit(page, "/no-such-page");

  expect(violations).toEqual([]);
});

test("the checkout and the seller's and admin's pages hydrate under the nonce policy without a violation", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two logins (argon2) and seven page loads
  const violations = await watchPolicy(page);

  await visit(page, "/login");
  await logIn(page, SELLER);
  await expect(page).toHaveURL("/seller", { timeout: 15_000 });
  await visit(page, "/seller");
  await expect(page.getByRole("heading", { name: "Olá, Loja Aurora Ltda" })).toBeVisible();
  await visit(page, "/seller/payments");

  const links = (await (await page.request.get("/api/v1/payment-links")).json()) as {
    data: { hash: string; status: string }[];
  };
  const link = links.data.find((candidate) => candidate.status === "ACTIVE")!;
  const buyer = await openPage(browser, testInfo.project.use);
  const buyerViolations = await watchPolicy(buyer);
  await visit(buyer, `/checkout/${link.hash}`);
  await expect(buyer.getByLabel("Nome completo")).toBeEditable();
  await buyer.context().close();

  await page.context().clearCookies();
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin", { timeout: 15_000 });
  await visit(page, "/admin");
  await expect(page.getByRole("heading", { name: "Administração" })).toBeVisible();
  await visit(page, "/admin/reports");

  expect([...violations, ...buyerViolations]).toEqual([]);
});
