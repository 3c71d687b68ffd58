import { type Page, expect } from "@playwright/test";
import { DEMO_ADMIN, logIn, openFirstPaymentDrawer, openPage, test, visit } from "./helpers";
import { pickCnhInReview, walkDataStepsUnsaved } from "./onboarding-wizard";
import { ADMIN_DETAIL_PAGES, ADMIN_PAGES, PUBLIC_PAGES, SELLER_DETAIL_PAGES, SELLER_PAGES } from "./pages";

// Every seller and admin page on a 390 px phone, with the demo's data on screen: the page never
// scrolls sideways, and no table hides columns in a box that scrolls sideways (tables become cards).
// The server allows 10 logins per e-mail in 15 minutes: one per account for each run of the tests.

const SELLER = "vendedor@demo.pix.br";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

let seller: Page;
let admin: Page;

test.beforeAll(async ({ browser }, workerInfo) => {
  seller = await openPage(browser, workerInfo.project.use, PHONE);
  admin = await openPage(browser, workerInfo.project.use, PHONE);
  await logIn(seller, SELLER);
  await expect(seller).toHaveURL("/seller");
  await logIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL("/admin");
});

test.afterAll(async () => {
  await Promise.all([seller, admin].map((page) => page.context().close()));
});

/**
 * What makes the page wider than the screen, or hides content in a box that scrolls sideways:
 * the outermost elements reaching past the right edge (not clipped by a box that fits), and the
 * boxes scrolling sideways (code samples in `pre` excepted: a line of code may not wrap).
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    // The layout viewport: the phone's width (the page's meta viewport says device-width).
    const screenWidth = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList]
        .slice(0, 4)
        .map((name) => `.${name}`)
        .join("");
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes}> "${text}" (${Math.round(element.getBoundingClientRect().width)} px)`;
    };
    const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== "visible";
    const tooWide = (element: Element) => element.getBoundingClientRect().right > screenWidth + 0.5;
    const clippedByAncestor = (element: Element) => {
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        if (clipsSideways(ancestor)) return true;
      }
      return false;
    };
    const elements = [...document.body.querySelectorAll("*")].filter((element) => element.getClientRects().length > 0);
    const pastTheEdge = elements.filter(
      (element) =>
        tooWide(element) &&
        !clippedByAncestor(element) &&
        !(element.parentElement && tooWide(element.parentElement) && element.parentElement !== document.body),
    );
    const scrollingBoxes = elements.filter(
      (element) =>
        clipsSideways(element) &&
        element.scrollWidth > element.clientWidth + 1 &&
        !element.closest("pre") &&
        // Hidden and clipped boxes cannot be scrolled (a visually hidden radio button is clipped by Chromium).
        !["hidden", "clip"].includes(getComputedStyle(element).overflowX),
    );
    return {
      screenWidth,
      // A phone zooms out to show a page wider than itself: the visual viewport then grows past the screen.
      visualWidth: window.innerWidth,
      pageWidth: document.documentElement.scrollWidth,
      pastTheEdge: pastTheEdge.map(describe),
      scrollingBoxes: scrollingBoxes.map(describe),
    };
  });
}

async function expectFitsThePhone(page: Page) {
  const layout = await sidewaysOverflow(page);
  expect.soft(layout.screenWidth, `the layout width of ${page.url()}`).toBe(PHONE.viewport.width);
  expect
    .soft(layout.visualWidth, `the visible width of ${page.url()} (a phone zooms out to show a wider page)`)
    .toBe(PHONE.viewport.width);
  expect.soft(layout.pastTheEdge, `elements past the right edge of ${page.url()}`).toEqual([]);
  expect.soft(layout.scrollingBoxes, `boxes scrolling sideways on ${page.url()}`).toEqual([]);
  expect.soft(layout.pageWidth, `the width of ${page.url()}`).toBeLessThanOrEqual(layout.screenWidth);
}

/**
 * The header's menu: a button that says whether it is open, opens the links in the screen's width, and closes with
 * Escape.
 */
async function expectMenuWorks(page: Page) {
  const menu = page.getByRole("navigation", { name: "Principal" }).getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  // The header's row has room for each of its controls: none is drawn over another.
  const account = page.getByRole("banner").getByRole("link", { name: /^(Conta|Minha conta)/ });
  const [menuBox, accountBox] = [await menu.boundingBox(), await account.boundingBox()];
  expect(menuBox!.x + menuBox!.width, "the Menu button ends before the account link starts").toBeLessThanOrEqual(
    accountBox!.x,
  );
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const firstLink = page.getByRole("navigation", { name: "Principal" }).getByRole("link").first();
  await expect(firstLink).toBeVisible();
  await expectFitsThePhone(page);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(firstLink).toBeHidden();
}

/** The header's search on a phone (a bar of its own) opens its dialog in the screen's width, results and all. */
async function expectSearchFits(page: Page, query: string) {
  const bar = page.getByRole("banner").getByRole("button", { name: /^Buscar/ });
  await expect(bar).toBeInViewport();
  await bar.tap();
  const dialog = page.getByRole("dialog", { name: "Buscar" });
  await dialog.getByRole("combobox").fill(query);
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await expectFitsThePhone(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

test("every seller page fits a 390 px phone", async () => {
  test.setTimeout(90_000);
  for (const { path, heading } of SELLER_PAGES) {
    await test.step(path, async () => {
      await visit(seller, path, heading);
      await expectFitsThePhone(seller);
    });
  }
  await test.step("a payment is a card: its amount, status and details button on screen, under their column names", async () => {
    await visit(seller, "/seller/payments", "Pagamentos");
    const card = seller.getByRole("table", { name: "Pagamentos" }).getByRole("row").nth(1);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('td[data-label="Valor"]')).toContainText("R$");
    await expect(card.locator('td[data-label="Valor"]')).toBeInViewport();
    await expect(card.locator('td[data-label="Status"]')).toBeInViewport();
    await expect(card.getByRole("button", { name: /^Detalhes/ })).toBeInViewport();
  });
  await test.step("a payment's drawer, opened again by its URL on a reload", async () => {
    await openFirstPaymentDrawer(seller, "/seller/payments", "Pagamentos", { reload: true });
    await expectFitsThePhone(seller);
  });
  for (const { name, open } of SELLER_DETAIL_PAGES) {
    await test.step(name, async () => {
      await open(seller);
      await expectFitsThePhone(seller);
    });
  }
  await test.step("a dialog keeps a margin from the screen's edges", async () => {
    await visit(seller, "/seller/links", "Links de pagamento");
    await seller.getByRole("button", { name: "Novo link" }).click();
    const dialog = seller.getByRole("dialog", { name: "Novo link de pagamento" });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(390 - (box.x + box.width)).toBeGreaterThanOrEqual(16);
    await expectFitsThePhone(seller);
    await seller.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
  await test.step("the menu", () => expectMenuWorks(seller));
  await test.step("the search: a bar under the header, its dialog with results", () =>
    expectSearchFits(seller, "Juliana"));
});

test("every admin page fits a 390 px phone", async () => {
  test.setTimeout(150_000);
  for (const { path, heading } of ADMIN_PAGES) {
    await test.step(path, async () => {
      await visit(admin, path, heading);
      await expectFitsThePhone(admin);
    });
  }

  for (const { name, open } of ADMIN_DETAIL_PAGES) {
    await test.step(name, async () => {
      await open(admin);
      await expectFitsThePhone(admin);
    });
  }

  await test.step("a payment's drawer, at its own URL", async () => {
    await openFirstPaymentDrawer(admin, "/admin/payments", "Pagamentos de todos os vendedores");
    await expectFitsThePhone(admin);
    await admin.keyboard.press("Escape");
    await expect(admin.getByRole("dialog", { name: "Detalhes do pagamento" })).toBeHidden();
  });
  await test.step("the menu", () => expectMenuWorks(admin));
  await test.step("the search: a bar under the header, its dialog with results", () =>
    expectSearchFits(admin, "Bom Grão"));
});

test("a new seller's first steps and the company's wizard fit a 390 px phone", async ({ browser }, workerInfo) => {
  test.setTimeout(90_000);
  // pendente@ has no company: the data steps are filled but never saved. analise@'s company waits for review: its
  // documents step, with the choice of an RG or a CNH.
  const pending = await openPage(browser, workerInfo.project.use, PHONE);
  await logIn(pending, "pendente@demo.pix.br");
  await expect(pending).toHaveURL("/seller");
  await expect(pending.getByRole("region", { name: "Primeiros passos" })).toBeVisible();
  await expectFitsThePhone(pending);
  await visit(pending, "/seller/onboarding", "Cadastro da empresa");
  await walkDataStepsUnsaved(pending, () => expectFitsThePhone(pending));
  await pending.context().close();

  const inReview = await openPage(browser, workerInfo.project.use, PHONE);
  await logIn(inReview, "analise@demo.pix.br");
  await expect(inReview).toHaveURL("/seller");
  await expect(inReview.getByRole("region", { name: "Primeiros passos" })).toBeVisible();
  await expectFitsThePhone(inReview);
  await visit(inReview, "/seller/onboarding", "Cadastro da empresa");
  await expectFitsThePhone(inReview);
  await pickCnhInReview(inReview);
  await expectFitsThePhone(inReview);
  await inReview.context().close();
});

test("the public pages fit a 390 px phone, the API guide's long inline code included", async ({
  browser,
}, workerInfo) => {
  const visitor = await openPage(browser, workerInfo.project.use, PHONE);
  for (const { path, heading } of PUBLIC_PAGES) {
    await visit(visitor, path, heading);
    await expectFitsThePhone(visitor);
  }
  await visitor.context().close();
});
