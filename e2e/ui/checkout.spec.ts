import { readFile } from "node:fs/promises";
import { PDFParse } from "pdf-parse";
import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { apiAs, keepScreenshot, test } from "./helpers";

const SELLER = "vendedor@demo.pix.br";
const BUYER = { name: "Maria Compradora", email: "maria.compradora@example.com", cpf: "52998224725" };
const PHONE = { width: 375, height: 667 };

test.use({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

// The server allows 10 logins per e-mail in 15 minutes: one login for the whole file.
let seller: APIRequestContext;

test.beforeAll(async ({ playwright }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL!;
  seller = await apiAs(playwright, baseURL, SELLER);
});

test.afterAll(async () => {
  await seller.dispose();
});

async function createLink(description: string) {
  const response = await seller.post("/api/v1/payment-links", { data: { amount: 49.9, description } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; hash: string };
}

const cents = (reais: number) => Math.round(reais * 100);

/** What the seller holds from sales: available plus reserved (a reserve release only moves money between the two). */
async function heldCents() {
  const balance = (await (await seller.get("/api/v1/seller-balances/me")).json()) as {
    availableBalance: number;
    reservedBalance: number;
  };
  return cents(balance.availableBalance) + cents(balance.reservedBalance);
}

async function fillBuyer(page: Page, cpf = BUYER.cpf) {
  await page.getByLabel("Nome completo").fill(BUYER.name);
  await page.getByLabel("E-mail").fill(BUYER.email);
  await page.getByLabel("Número do CPF").pressSequentially(cpf);
}

function paymentIdInUrl(page: Page) {
  return new URL(page.url()).searchParams.get("payment");
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("a buyer pays a link on a phone and sees the confirmation without reloading", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  // Failed requests are caught below, with their URL; the console's copy also covers the site-wide missing
  // /favicon.ico.
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      problems.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const link = await createLink("Camiseta");
  const { sellerName } = (await (await seller.get(`/api/v1/payment-links/${link.hash}`)).json()) as {
    sellerName: string;
  };
  const heldBefore = await heldCents();

  await page.goto(`/checkout/${link.hash}`);
  await expect(page.getByRole("heading", { name: "Camiseta" })).toBeVisible();
  await expect(page.getByText("R$ 49,90", { exact: true })).toBeVisible();
  await expect(page.getByText(sellerName)).toBeVisible();

  // The API's own schema checks the form: wrong check digits never reach the server.
  await fillBuyer(page, "52998224700");
  await expect(page.getByLabel("Número do CPF")).toHaveValue("529.982.247-00");
  await page.getByRole("button", { name: "Pagar com PIX" }).click();
  await expect(page.getByText("CPF inválido: dígitos verificadores não conferem")).toBeVisible();
  await page.getByLabel("Número do CPF").clear();
  await page.getByLabel("Número do CPF").pressSequentially(BUYER.cpf);
  await expect(page.getByLabel("Número do CPF")).toHaveValue("529.982.247-25");
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, "checkout-form");

  // A double tap must not create two charges.
  await page.getByRole("button", { name: "Pagar com PIX" }).dblclick();
  await expect(page.getByRole("heading", { name: "Pague com PIX" })).toBeVisible();
  await expect(page).toHaveURL(/\?payment=[0-9a-f-]{36}$/);
  const paymentId = paymentIdInUrl(page)!;
  const sameLinkPayments = (await (await seller.get(`/api/v1/payments?paymentLinkId=${link.id}`)).json()) as {
    totalRecords: number;
    data: { id: string }[];
  };
  expect(sameLinkPayments.totalRecords).toBe(1);
  expect(sameLinkPayments.data[0]?.id).toBe(paymentId);

  const code = page.getByLabel("Código PIX copia e cola");
  await expect(code).toHaveValue(/^000201/);
  const qrCode = await code.inputValue();
  await expect(page.getByRole("img", { name: /QR Code PIX/ })).toHaveAttribute("src", /^data:image\/png;base64,/);
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^[0-5]\d:[0-5]\d$/);
  await expect(timer).not.toHaveText((await timer.textContent())!);

  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(page.getByText("Copiado!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(qrCode);

  // A reload comes back to the same charge.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Pague com PIX" })).toBeVisible();
  await expect(code).toHaveValue(qrCode);
  await expect(page.getByRole("img", { name: /QR Code PIX/ })).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, "checkout-qr");

  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole("button", { name: "Simular pagamento (sandbox)" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  // The summary, the amount paid, and the receipt's "Valor".
  await expect(page.getByText("R$ 49,90", { exact: true })).toHaveCount(3);
  const receipt = page.getByRole("region", { name: "Comprovante" });
  const receiptValue = (label: string) => receipt.locator("dt", { hasText: label }).locator("+ dd");
  await expect(receiptValue("Pago em")).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(horário de Brasília\)$/);
  await expect(receiptValue("Recebedor")).toHaveText(sellerName);
  // The demo's sandbox controls could have marked any charge paid: its receipt says it is a test, as the PDF does.
  await expect(receipt).toContainText("TESTE: pagamento simulado no ambiente de testes (sandbox).");
  // The demo's PSP (the API Pix stand-in) reports the PIX's end-to-end id.
  await expect(receiptValue("ID da transação PIX (E2E)")).toHaveText(/^E[0-9A-Za-z]{31}$/);
  const endToEndId = (await receiptValue("ID da transação PIX (E2E)").textContent())!;
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, "checkout-confirmed");

  const payment = (await (await seller.get(`/api/v1/payments/${paymentId}`)).json()) as Record<string, unknown> & {
    amountWithAllFees: number;
  };
  expect(payment).toMatchObject({
    status: "FINISHED",
    amount: 49.9,
    paymentLinkId: link.id,
    customerEmail: BUYER.email,
    qrCode,
  });
  expect(await heldCents()).toBe(heldBefore + cents(payment.amountWithAllFees));

  // After the seller's reads: a kept-alive connection of theirs left idle through the download was reset by the server.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Baixar comprovante (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`comprovante-${paymentId}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const { text } = await parser.getText();
  await parser.destroy();
  for (const field of ["R$ 49,90", sellerName, endToEndId, "Comprovante de pagamento PIX"])
    expect(text).toContain(field);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a refused or lost request is explained, and retrying it cannot charge twice", async ({ page }) => {
  const link = await createLink("Chaveiro");
  await page.goto(`/checkout/${link.hash}`);
  await fillBuyer(page);
  const keys: (string | undefined)[] = [];
  await page.route("**/api/v1/payments", async (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    if (keys.length === 1) {
      const body = { statusCode: 429, code: "RATE_LIMITED", message: "Muitas requisições.", requestId: "e2e" };
      return route.fulfill({ status: 429, headers: { "Retry-After": "30" }, json: body });
    }
    if (keys.length === 2) return route.abort("internetdisconnected");
    return route.continue();
  });

  const pay = page.getByRole("button", { name: "Pagar com PIX" });
  await pay.click();
  await expect(page.getByText("Muitas tentativas. Aguarde 30 segundos e tente novamente.")).toBeVisible();
  await pay.click();
  await expect(page.getByText("Não foi possível falar com o servidor. Tente novamente.")).toBeVisible();
  await pay.click();
  await expect(page.getByRole("heading", { name: "Pague com PIX" })).toBeVisible();

  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test("every field's problem shows at once, and the document toggle switches masks keeping what was typed", async ({
  page,
}) => {
  const link = await createLink("Adesivo");
  await page.goto(`/checkout/${link.hash}`);
  await page.getByRole("button", { name: "Pagar com PIX" }).click();
  await expect(page.getByText("Informe o nome completo")).toBeVisible();
  await expect(page.getByText("E-mail inválido")).toBeVisible();
  await expect(page.getByText("CPF deve ter 11 dígitos")).toBeVisible();
  await expect(page.getByRole("radio", { name: "CPF" })).toBeChecked();

  await page.getByText("CNPJ", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "CNPJ" })).toBeChecked();
  const cnpj = page.getByLabel("Número do CNPJ");
  await cnpj.pressSequentially("11444777000160");
  await expect(cnpj).toHaveValue("11.444.777/0001-60");
  await cnpj.blur();
  await expect(page.getByText("CNPJ inválido: dígitos verificadores não conferem")).toBeVisible();

  await page.getByRole("radio", { name: "CNPJ" }).press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "CPF" })).toBeChecked();
  await expect(page.getByLabel("Número do CPF")).toHaveValue("114.447.770-00");
});

test("a charge cancelled meanwhile turns the page by itself, and the buyer can generate a new one", async ({
  page,
}) => {
  const link = await createLink("Boné");
  await page.goto(`/checkout/${link.hash}`);
  await fillBuyer(page);
  await page.getByRole("button", { name: "Pagar com PIX" }).click();
  await expect(page.getByRole("heading", { name: "Pague com PIX" })).toBeVisible();
  await expect(page).toHaveURL(/\?payment=[0-9a-f-]{36}$/);
  const firstId = paymentIdInUrl(page);

  const cancel = await seller.post(`/api/v1/payments/${firstId}/cancel`, { data: {} });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await expect(page.getByRole("heading", { name: "Pagamento cancelado" })).toBeVisible();

  await page.getByRole("button", { name: "Gerar novo pagamento" }).click();
  await expect(page.getByRole("heading", { name: "Seus dados" })).toBeFocused();
  await expect(page).not.toHaveURL(/payment=/);
  await expect(page.getByLabel("Nome completo")).toHaveValue(BUYER.name);
  await page.getByRole("button", { name: "Pagar com PIX" }).click();
  await expect(page.getByRole("heading", { name: "Pague com PIX" })).toBeVisible();
  await expect(page).toHaveURL(/\?payment=[0-9a-f-]{36}$/);
  expect(paymentIdInUrl(page)).not.toBe(firstId);
});

test("a deactivated link says so and offers no form", async ({ page }, testInfo) => {
  const link = await createLink("Caneca");
  expect((await seller.delete(`/api/v1/payment-links/${link.id}`)).status()).toBe(204);

  await page.goto(`/checkout/${link.hash}`);
  await expect(page.getByText("Este link de pagamento está desativado")).toBeVisible();
  await expect(page.getByLabel("Nome completo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pagar com PIX" })).toHaveCount(0);
  await keepScreenshot(page, testInfo, "checkout-inactive");
});

test("an unknown link is a 404 page", async ({ page }) => {
  const response = await page.goto("/checkout/nao-existe-123456");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Link de pagamento não encontrado" })).toBeVisible();
});
