import { type Page, expect } from "@playwright/test";
import { keepScreenshot, logIn, openPage, test, visit } from "./helpers";

// Sharing a link, on a desktop and on a 390 px phone: a deactivated link switched back on, its printable card
// (and what goes to paper), and the Open Graph tags WhatsApp reads from its checkout, with their picture.
// The server allows 10 logins per e-mail in 15 minutes and other files use the demo seller too: one login, its
// cookies handed to the phone.
test.describe.configure({ mode: "serial" });

const SELLER = "vendedor@demo.pix.br";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// What WhatsApp's link preview sends: Next.js then writes the metadata in the page's <head> instead of streaming it.
const WHATSAPP = "WhatsApp/2.23.20.0 A";

let desktop: Page;
let phone: Page;

test.beforeAll(async ({ browser }, workerInfo) => {
  desktop = await openPage(browser, workerInfo.project.use);
  await logIn(desktop, SELLER);
  await expect(desktop).toHaveURL("/seller");
  phone = await openPage(browser, workerInfo.project.use, {
    ...PHONE,
    storageState: await desktop.context().storageState(),
  });
});

test.afterAll(async () => {
  await Promise.all([desktop, phone].map((page) => page.context().close()));
});

// Money shows with a non-breaking space after "R$".
const AMOUNT = /R\$\s42,50/;

type Link = { id: string; hash: string; url: string };

/** A new active link of the demo seller, made through the API with the page's session. */
async function newLink(page: Page, description: string, extra: Record<string, unknown> = {}): Promise<Link> {
  const created = await page.request.post("/api/v1/payment-links", {
    headers: { Origin: new URL(page.url()).origin },
    data: { description, amount: "42.50", ...extra },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Link;
}

const linkRow = (page: Page, description: string) => page.getByRole("row").filter({ hasText: description });

/** The attribute `content` of `<meta property="…">` in an HTML document's head, entities decoded. */
function metaContent(head: string, property: string) {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(head);
  return match?.[1]
    ?.replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

for (const [device, page] of [
  ["desktop", () => desktop],
  ["phone", () => phone],
] as const) {
  test(`${device}: a deactivated link is switched back on, printed as a card, and previews right in a chat`, async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const seller = page();
    await visit(seller, "/seller/links", "Links de pagamento");
    const description = `Cartão ${device} ${Date.now()}`;
    const link = await newLink(seller, description);
    await seller.reload();
    const row = linkRow(seller, description);

    await test.step("deactivate, then reactivate from the list", async () => {
      await row.getByRole("button", { name: /^Desativar/ }).click();
      const deactivate = seller.getByRole("dialog", { name: "Desativar link?" });
      await expect(deactivate.getByText("Você pode reativá-lo depois.")).toBeVisible();
      await deactivate.getByRole("button", { name: "Desativar link" }).click();
      await expect(deactivate).toBeHidden();
      await expect(row.getByText("Desativado")).toBeVisible();
      await expect(row.getByRole("link", { name: /^Cartão/ })).toHaveCount(0);

      await row.getByRole("button", { name: /^Reativar/ }).click();
      const reactivate = seller.getByRole("dialog", { name: "Reativar link?" });
      await expect(reactivate.getByText(/volta a aceitar pagamentos no mesmo endereço/)).toBeVisible();
      await reactivate.getByRole("button", { name: "Reativar link" }).click();
      await expect(reactivate).toBeHidden();
      await expect(row.getByText("Ativo", { exact: true })).toBeVisible();
      await expect(row.getByRole("button", { name: /^Reativar/ })).toHaveCount(0);
      await expect(row.getByRole("button", { name: /^Desativar/ })).toBeVisible();
      const checkout = await seller.request.get(`/api/v1/payment-links/${link.hash}`);
      expect(((await checkout.json()) as { availability: string }).availability).toBe("AVAILABLE");
      await keepScreenshot(seller, testInfo, `${device}-link-reactivated`);
    });

    const { sellerName } = (await (await seller.request.get(`/api/v1/payment-links/${link.hash}`)).json()) as {
      sellerName: string;
    };

    await test.step("the printable card: seller, description, amount, QR code and address; only the card printed", async () => {
      await row.getByRole("link", { name: /^Cartão/ }).click();
      await expect(seller).toHaveURL(`/seller/links/${link.id}/card`);
      await expect(seller.getByRole("heading", { name: "Cartão do link", level: 1 })).toBeVisible();
      const card = seller.getByRole("article", { name: `Cartão de ${description}` });
      await expect(card.getByText(sellerName, { exact: true })).toBeVisible();
      await expect(card.getByRole("heading", { name: description })).toBeVisible();
      await expect(card.getByText(AMOUNT)).toBeVisible();
      await expect(card.getByText(link.url, { exact: true })).toBeVisible();
      const qr = card.getByRole("img", { name: `QR Code para pagar ${description} por PIX` });
      await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(seller.getByRole("button", { name: "Imprimir cartão" })).toBeVisible();
      expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        seller.viewportSize()!.width,
      );
      await keepScreenshot(seller, testInfo, `${device}-link-card`);

      await seller.emulateMedia({ media: "print" });
      await expect(card).toBeVisible();
      await expect(seller.getByRole("banner")).toBeHidden();
      await expect(seller.getByRole("button", { name: "Imprimir cartão" })).toBeHidden();
      await expect(seller.getByRole("heading", { name: "Cartão do link", level: 1 })).toBeHidden();
      await keepScreenshot(seller, testInfo, `${device}-link-card-print`);
      await seller.emulateMedia({ media: "screen" });
    });

    await test.step("the checkout's Open Graph tags, in the <head> WhatsApp reads, and their picture", async () => {
      const html = await (
        await seller.request.get(`/checkout/${link.hash}`, { headers: { "user-agent": WHATSAPP } })
      ).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(metaContent(head, "og:title")).toMatch(new RegExp(`^${description} · R\\$\\s42,50$`));
      expect(metaContent(head, "og:description")).toMatch(new RegExp(`^Pague R\\$\\s42,50 a .+ por PIX\\.$`));
      expect(metaContent(head, "og:description")).toContain(sellerName);
      expect(metaContent(head, "og:url")).toBe(`${baseURL}/checkout/${link.hash}`);
      expect(metaContent(head, "og:locale")).toBe("pt_BR");
      const image = metaContent(head, "og:image");
      expect(image).toBe(`${baseURL}/api/v1/payment-links/${link.hash}/preview`);
      const picture = await seller.request.get(image!, { headers: { "user-agent": WHATSAPP } });
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
    });
  });
}

test("a link whose validity ended cannot be switched back on: the dialog says why", async () => {
  const seller = desktop;
  await visit(seller, "/seller/links", "Links de pagamento");
  const description = `Vencido ${Date.now()}`;
  const link = await newLink(seller, description, { expiresAt: new Date(Date.now() + 2_000).toISOString() });
  const off = await seller.request.delete(`/api/v1/payment-links/${link.id}`, {
    headers: { Origin: new URL(seller.url()).origin },
  });
  expect(off.status()).toBe(204);
  await seller.waitForTimeout(2_500);
  await visit(seller, "/seller/links?status=INACTIVE", "Links de pagamento");

  await linkRow(seller, description)
    .getByRole("button", { name: /^Reativar/ })
    .click();
  const dialog = seller.getByRole("dialog", { name: "Reativar link?" });
  await expect(dialog.getByText(/A validade do link terminou em .+ Crie um novo link/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Reativar link" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(linkRow(seller, description).getByText("Desativado")).toBeVisible();
});

test("the sales charts' legend reads in Portuguese, in dark text", async () => {
  await visit(desktop, "/seller", /^Olá, /);
  const legend = desktop.getByRole("list", { name: "Legenda" }).first();
  await expect(legend.getByText("Pagos", { exact: true })).toBeVisible();
  await expect(legend.getByText("Pendentes", { exact: true })).toBeVisible();
  await expect(legend.getByText("Cancelados", { exact: true })).toBeVisible();
  // recharts' own legend labels each swatch "<series> legend icon".
  await expect(desktop.locator('[aria-label*="legend icon"]')).toHaveCount(0);
  await expect(legend.getByText("Pagos", { exact: true })).toHaveCSS("color", "rgb(51, 65, 85)");
});
