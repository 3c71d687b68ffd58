import { type Locator, type Page, devices, expect } from "@playwright/test";
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expectAccessible,
  logIn,
  openFirstPaymentDrawer,
  openPage,
  test,
  visit,
} from "./helpers";
import { pickCnhInReview, walkDataStepsUnsaved } from "./onboarding-wizard";
import { ADMIN_DETAIL_PAGES, ADMIN_PAGES, PUBLIC_PAGES, SELLER_DETAIL_PAGES, SELLER_PAGES } from "./pages";

// Every page of app/**/page.tsx through axe (WCAG 2.0/2.1 A and AA; serious and critical fail),
// as the demo seller, the demo admin and an anonymous visitor, with the demo data on screen.
// The journey (journey.spec.ts) checks the same pages with a brand-new seller's nearly empty data.
// The server allows 10 logins per e-mail in 15 minutes: one per account for the whole file.
test.describe.configure({ mode: "serial" });

const SELLER = "vendedor@demo.pix.br";
// A CPF no other spec uses: the buyer becomes a customer of the demo seller.
const BUYER = { name: "Paulo Teclado", email: "paulo.teclado@example.com", cpf: "71428793860" };

let visitor: Page;
let seller: Page;
let admin: Page;
let buyer: Page;
let checkoutUrl: string;

test.beforeAll(async ({ browser }, workerInfo) => {
  visitor = await openPage(browser, workerInfo.project.use);
  seller = await openPage(browser, workerInfo.project.use);
  admin = await openPage(browser, workerInfo.project.use);
  buyer = await openPage(browser, workerInfo.project.use, devices["Pixel 7"]);
});

test.afterAll(async () => {
  await Promise.all([visitor, seller, admin, buyer].map((page) => page.context().close()));
});

/** Presses Tab until `target` has the focus: proves it is reachable from the keyboard, in order. */
async function tabTo(page: Page, target: Locator, maxPresses = 20) {
  for (
    let presses = 0;
    presses < maxPresses && !(await target.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function tabAndType(page: Page, target: Locator, text: string) {
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  await page.keyboard.type(text);
}

/** Opens the header's search, searches, and runs axe with the results on screen; Escape closes it. */
async function searchWithResults(page: Page, query: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Buscar/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Buscar" });
  await dialog.getByRole("combobox").fill(query);
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

test("the public pages", async () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    await test.step(path, async () => {
      await visit(visitor, path, heading);
      await expectAccessible(visitor);
    });
  }
});

test("a seller signs in with the keyboard alone", async () => {
  await seller.goto("/login");
  await tabTo(seller, seller.getByLabel("E-mail"));
  await seller.keyboard.type(SELLER);
  await tabAndType(seller, seller.getByLabel("Senha"), DEMO_PASSWORD);
  await seller.keyboard.press("Enter");
  await expect(seller).toHaveURL("/seller");
});

test("the first Tab offers a link that skips the navigation to the page's content", async () => {
  await visit(seller, "/seller/payments", "Pagamentos");
  await seller.keyboard.press("Tab");
  const skip = seller.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await seller.keyboard.press("Enter");
  await expect(seller.getByRole("main")).toBeFocused();
});

test("the site has a favicon", async () => {
  const response = await visitor.request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
});

test("every seller page", async () => {
  test.setTimeout(90_000);
  for (const { path, heading } of SELLER_PAGES) {
    await test.step(path, async () => {
      await visit(seller, path, heading);
      await expectAccessible(seller);
    });
  }

  await test.step("/seller/payments?payment=[id]: a payment's drawer, at its own URL", async () => {
    await openFirstPaymentDrawer(seller, "/seller/payments", "Pagamentos");
    await expectAccessible(seller);
    await seller.keyboard.press("Escape");
    await expect(seller.getByRole("dialog", { name: "Detalhes do pagamento" })).toBeHidden();
  });

  await test.step("the search dialog, with results (search.spec.ts walks it)", () =>
    searchWithResults(seller, "Juliana"));

  await test.step("a payment link for the checkout, through the new link dialog", async () => {
    const description = `Teclado e2e ${Date.now()}`;
    await visit(seller, "/seller/links", "Links de pagamento");
    await seller.getByRole("button", { name: "Novo link" }).click();
    const dialog = seller.getByRole("dialog", { name: "Novo link de pagamento" });
    await dialog.getByLabel("Descrição").fill(description);
    await dialog.getByLabel("Valor").pressSequentially("1990");
    await expectAccessible(seller);
    await dialog.getByRole("button", { name: "Criar link" }).click();
    await expect(dialog).toBeHidden();
    checkoutUrl = (await seller
      .getByRole("link", { name: `Abrir o checkout de ${description} (nova aba)` })
      .getAttribute("href"))!;
  });

  for (const { name, open } of SELLER_DETAIL_PAGES) {
    await test.step(name, async () => {
      await open(seller);
      await expectAccessible(seller);
    });
  }
});

test("every admin page", async () => {
  // One axe pass per page, and the list grows with the admin area: about 5 s a page on a loaded machine.
  test.setTimeout(150_000);
  await logIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL("/admin");
  for (const { path, heading } of ADMIN_PAGES) {
    await test.step(path, async () => {
      await visit(admin, path, heading);
      await expectAccessible(admin);
    });
  }

  for (const { name, open } of ADMIN_DETAIL_PAGES) {
    await test.step(name, async () => {
      await open(admin);
      await expectAccessible(admin);
    });
  }

  await test.step("/admin/payments?payment=[id]: a payment's drawer, at its own URL", async () => {
    await openFirstPaymentDrawer(admin, "/admin/payments", "Pagamentos de todos os vendedores");
    await expectAccessible(admin);
    await admin.keyboard.press("Escape");
    await expect(admin.getByRole("dialog", { name: "Detalhes do pagamento" })).toBeHidden();
  });

  await test.step("the search dialog, with sellers and companies", () => searchWithResults(admin, "Bom Grão"));

  await test.step("/docs", async () => {
    await admin.goto("/docs");
    // Swagger UI's bundle (1.5 MB) loads after hydration: seconds on a busy 2-core machine.
    await expect(admin.getByRole("heading", { name: /PIX Payments API/ })).toBeVisible({ timeout: 20_000 });
    // Swagger UI's markup too (components/docs/swagger-ui-contrast.css darkens its colours), also
    // with an operation and a webhook open. Not yet "Try it out": its body textarea has no label.
    await expectAccessible(admin);
    // Swagger UI renders only the operations near the screen in a list this long: the tag filter narrows it.
    await admin.getByPlaceholder("Filter by tag").fill("Payments");
    await admin
      .locator("#operations-Payments-createPayment")
      .getByRole("button", { name: /\/api\/v1\/payments/ })
      .first()
      .click();
    await admin.getByRole("button", { name: /^POST payment\.finished/ }).click();
    await expect(admin.getByRole("button", { name: "Try it out" }).first()).toBeVisible();
    await expectAccessible(admin);
  });
});

test("a buyer on a phone completes the checkout with the keyboard alone", async () => {
  await buyer.goto(checkoutUrl);
  await expect(buyer.getByRole("heading", { name: "Seus dados" })).toBeVisible();
  await expectAccessible(buyer);

  await tabTo(buyer, buyer.getByLabel("Nome completo"));
  await buyer.keyboard.type(BUYER.name);
  await tabAndType(buyer, buyer.getByLabel("E-mail"), BUYER.email);
  await buyer.keyboard.press("Tab");
  await expect(buyer.getByRole("radio", { name: "CPF" })).toBeFocused();
  await tabAndType(buyer, buyer.getByLabel("Número do CPF"), BUYER.cpf);
  await expect(buyer.getByLabel("Número do CPF")).toHaveValue("714.287.938-60");
  await buyer.keyboard.press("Enter");

  await expect(buyer.getByRole("heading", { name: "Pague com PIX" })).toBeVisible();
  await expectAccessible(buyer);
  await tabTo(buyer, buyer.getByRole("button", { name: "Simular pagamento (sandbox)" }), 30);
  await buyer.keyboard.press("Enter");
  await expect(buyer.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  await expectAccessible(buyer);
});

test("a new seller's first steps, and every step of the company's wizard", async ({ browser }, workerInfo) => {
  test.setTimeout(90_000);
  // pendente@ has no company: the checklist from its start, and the data steps filled but never saved (registering
  // that company is left to people trying the demo).
  const pending = await openPage(browser, workerInfo.project.use);
  await logIn(pending, "pendente@demo.pix.br");
  await expect(pending).toHaveURL("/seller");
  await expect(pending.getByRole("region", { name: "Primeiros passos" })).toContainText("0 de 4 concluídos");
  await expectAccessible(pending);
  await visit(pending, "/seller/onboarding", "Cadastro da empresa");
  await walkDataStepsUnsaved(pending, () => expectAccessible(pending));
  await pending.context().close();

  // analise@'s company waits for review: the checklist says how long, and its documents step takes an RG or a CNH.
  const inReview = await openPage(browser, workerInfo.project.use);
  await logIn(inReview, "analise@demo.pix.br");
  await expect(inReview).toHaveURL("/seller");
  await expect(inReview.getByRole("region", { name: "Primeiros passos" })).toContainText("em até 2 dias úteis");
  await expectAccessible(inReview);
  await visit(inReview, "/seller/onboarding", "Cadastro da empresa");
  await expectAccessible(inReview);
  await pickCnhInReview(inReview);
  await expectAccessible(inReview);
  await inReview.context().close();
});
