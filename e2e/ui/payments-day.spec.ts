import { type Page, expect } from "@playwright/test";
import { DEMO_ADMIN, expectAccessible, keepScreenshot, logIn, openPage, paidSale, test, visit } from "./helpers";

// A seller's day with payments, on a desktop and a 390 px phone (issue 26): a sale partly refunded says so in both
// lists and in its drawer, which reads as a sum and has a URL of its own that opens it again; a link valid until the
// end of a day lists that day's last minute; the withdrawal form checks the amount as it is typed.
// The server allows 10 logins per e-mail in 15 minutes: one per account, the phones reuse the desktops' cookies.
test.describe.configure({ mode: "serial" });

const SELLER = "vendedor@demo.pix.br";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
// A valid CPF no other spec uses: the buyer of this file's sale.
const BUYER = {
  name: "Lívia Parcial",
  email: "livia.parcial@example.com",
  cpf: "55982402036",
  shown: "559.824.020-36",
  masked: "***.824.020-**",
};

const brl = (centavos: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(centavos / 100);
// Money shows with a non-breaking space after "R$"; tests write a plain one.
const money = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(" ", "\\s"));
/** "R$ 1.234,56" or "− R$ 2,00" as signed centavos. */
const centsOf = (text: string) => (text.includes("−") ? -1 : 1) * Number(text.replace(/\D/g, ""));
/** Text as read on screen, each run of spaces (non-breaking ones too) as one. */
const plain = (text: string) => text.replace(/\s+/g, " ");

let seller: Page;
let sellerPhone: Page;
let admin: Page;
let adminPhone: Page;
let baseURL: string;
let paymentId: string;

test.beforeAll(async ({ browser }, workerInfo) => {
  const use = workerInfo.project.use;
  baseURL = use.baseURL!;
  seller = await openPage(browser, use);
  admin = await openPage(browser, use);
  await logIn(seller, SELLER);
  await expect(seller).toHaveURL("/seller");
  await logIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL("/admin");
  sellerPhone = await openPage(browser, use, { ...PHONE, storageState: await seller.context().storageState() });
  adminPhone = await openPage(browser, use, { ...PHONE, storageState: await admin.context().storageState() });
  await seller.context().grantPermissions(["clipboard-read", "clipboard-write"]);
});

test.afterAll(async () => {
  await Promise.all([seller, sellerPhone, admin, adminPhone].map((page) => page.context().close()));
});

/** A sale of R$ 30,00, paid, of which R$ 10,00 went back. */
async function partlyRefundedSale(page: Page) {
  const id = await paidSale(page, BUYER, "30.00");
  const refund = await page.request.post(`/api/v1/payments/${id}/refunds`, {
    headers: { Origin: baseURL },
    data: { amount: "10.00", reason: "Um dos itens veio errado" },
  });
  expect(refund.status(), await refund.text()).toBe(201);
  // The provider may return the money at once or later (a notification).
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/v1/payments/${id}`)).json()) as { refundedAmount: number })
          .refundedAmount,
      { timeout: 30_000 },
    )
    .toBe(10);
  return id;
}

const drawerOf = (page: Page) => page.getByRole("dialog", { name: "Detalhes do pagamento" });
/** The value beside a label in the drawer's sum. */
const amountOf = (page: Page, label: string) =>
  drawerOf(page).getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");

test("a sale partly refunded says so in the seller's and the admin's lists", async ({}, testInfo) => {
  test.setTimeout(90_000);
  paymentId = await partlyRefundedSale(seller);

  for (const page of [seller, sellerPhone]) {
    await visit(page, `/seller/payments?search=${paymentId}`, "Pagamentos");
    const row = page.getByRole("table", { name: "Pagamentos" }).getByRole("row").filter({ hasText: BUYER.name });
    const badge = row.getByText("Parcialmente reembolsado", { exact: true });
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toBeInViewport();
    await expect(row.getByText("Pago", { exact: true })).toHaveCount(0);
  }
  await keepScreenshot(sellerPhone, testInfo, "partly-refunded-phone");

  for (const page of [admin, adminPhone]) {
    await visit(page, `/admin/payments?search=${paymentId}`, "Pagamentos");
    const row = page
      .getByRole("table", { name: "Pagamentos de todos os vendedores" })
      .getByRole("row")
      .filter({ hasText: BUYER.name });
    const badge = row.getByText("Parcialmente reembolsado", { exact: true });
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toBeInViewport();
  }
});

test("the drawer reads valor − tarifas = líquido − devolvido, then the E2E id, the masked CPF and its own URL", async ({}, testInfo) => {
  await visit(seller, `/seller/payments?search=${paymentId}`, "Pagamentos");
  await seller
    .getByRole("table", { name: "Pagamentos" })
    .getByRole("button", { name: `Detalhes do pagamento de ${BUYER.name}` })
    .click();
  const drawer = drawerOf(seller);
  await expect(drawer).toBeVisible();
  await expect(seller).toHaveURL(new RegExp(`[?&]payment=${paymentId}`));
  await expect(drawer.getByText("Parcialmente reembolsado", { exact: true })).toBeVisible();
  await expect(drawer.getByText(/^E[0-9A-Za-z]{31}$/)).toBeVisible();
  // The drawer opens with the row's data; the buyer's document comes with the payment's detail, read after.
  await expect(drawer.getByText(BUYER.masked, { exact: true })).toBeVisible();

  await test.step("the sum, line by line, adds up", async () => {
    const charged = centsOf(await amountOf(seller, "Valor cobrado").innerText());
    const serviceFee = centsOf(await amountOf(seller, "Tarifa de serviço").innerText());
    const gatewayFee = centsOf(await amountOf(seller, "Tarifa do gateway").innerText());
    const net = centsOf(await amountOf(seller, "Líquido para você").innerText());
    const refunded = centsOf(await amountOf(seller, "Devolvido").innerText());
    const left = centsOf(await amountOf(seller, "Líquido após devoluções").innerText());
    expect(charged).toBe(3_000);
    expect(serviceFee).toBeLessThan(0);
    expect(gatewayFee).toBeLessThan(0);
    expect(net).toBe(charged + serviceFee + gatewayFee);
    expect(refunded).toBe(-1_000);
    expect(left).toBe(net + refunded);
  });

  await test.step("top to bottom, without the provider or the intermediate amounts", async () => {
    const read = plain(await drawer.innerText());
    const order = [
      "Valor cobrado",
      "Tarifa de serviço",
      "Tarifa do gateway",
      "Líquido para você",
      "Devolvido",
      "Líquido após devoluções",
      "ID da transação PIX (E2E)",
      `CPF ${BUYER.masked}`,
      "Link desta venda",
      `${baseURL}/seller/payments?payment=${paymentId}`,
    ].map((part) => read.indexOf(part));
    expect(
      order.every((index) => index >= 0),
      read,
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const gone of ["Provedor", "Valor após a tarifa", BUYER.shown, BUYER.cpf]) expect(read).not.toContain(gone);
  });

  await test.step("the sale's link is copied whole", async () => {
    await drawer.getByRole("button", { name: "Copiar link desta venda" }).click();
    expect(await seller.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/seller/payments?payment=${paymentId}`,
    );
  });
  await expectAccessible(seller);
  await keepScreenshot(seller, testInfo, "payment-drawer");

  await test.step("a reload opens it again; closing it leaves the list's URL", async () => {
    await seller.reload();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(`CPF`, { exact: true }).locator("..")).toContainText(BUYER.masked);
    await drawer.getByRole("button", { name: "Fechar" }).click();
    await expect(drawer).toBeHidden();
    await expect(seller).not.toHaveURL(/[?&]payment=/);
  });

  await test.step("the browser's Back closes it", async () => {
    await seller
      .getByRole("table", { name: "Pagamentos" })
      .getByRole("button", { name: `Detalhes do pagamento de ${BUYER.name}` })
      .click();
    await expect(drawer).toBeVisible();
    await seller.goBack();
    await expect(drawer).toBeHidden();
    await expect(seller).toHaveURL(new RegExp(`/seller/payments\\?search=${paymentId}$`));
  });

  await test.step("an address that names no payment opens nothing", async () => {
    await visit(seller, "/seller/payments?payment=nenhum", "Pagamentos");
    await expect(drawer).toBeHidden();
  });
});

test("the sale's URL, shared, opens its drawer on a phone and for the admin", async ({}, testInfo) => {
  await visit(sellerPhone, `/seller/payments?payment=${paymentId}`, "Pagamentos");
  const phoneDrawer = drawerOf(sellerPhone);
  await expect(phoneDrawer).toBeVisible();
  await expect(phoneDrawer).toContainText(BUYER.name);
  await expect(phoneDrawer.getByText("Parcialmente reembolsado", { exact: true })).toBeVisible();
  await expect(phoneDrawer).toContainText(BUYER.masked);
  const link = phoneDrawer.getByText(`${baseURL}/seller/payments?payment=${paymentId}`);
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  await expectAccessible(sellerPhone);
  await keepScreenshot(sellerPhone, testInfo, "payment-drawer-phone");
  // Opened by its address: closing drops the parameter in place.
  await phoneDrawer.getByRole("button", { name: "Fechar" }).click();
  await expect(phoneDrawer).toBeHidden();
  await expect(sellerPhone).toHaveURL("/seller/payments");

  for (const page of [admin, adminPhone]) {
    await visit(page, `/admin/payments?payment=${paymentId}`, "Pagamentos");
    const drawer = drawerOf(page);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Parcialmente reembolsado", { exact: true })).toBeVisible();
    await expect(drawer).toContainText("Líquido do vendedor");
    await expect(drawer).toContainText(BUYER.masked);
    await expect(drawer).toContainText(`${baseURL}/admin/payments?payment=${paymentId}`);
    // The refunds are read; the seller's actions and customer page are not the admin's.
    await expect(drawer.getByRole("list", { name: "Devoluções" }).getByRole("listitem")).toHaveCount(1);
    await expect(drawer.getByRole("button", { name: "Reembolsar" })).toHaveCount(0);
    await expect(drawer.getByRole("link", { name: "Ver em Clientes" })).toHaveCount(0);
    await expectAccessible(page);
  }
  await keepScreenshot(adminPhone, testInfo, "admin-payment-drawer-phone");

  await visit(admin, `/admin/payments?search=${paymentId}`, "Pagamentos");
  await admin
    .getByRole("table", { name: "Pagamentos de todos os vendedores" })
    .getByRole("button", { name: `Detalhes do pagamento de ${BUYER.name}` })
    .click();
  await expect(drawerOf(admin)).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`[?&]payment=${paymentId}`));
});

test("a link valid until the end of a day is listed until that day's 23:59", async ({}, testInfo) => {
  const description = `Válido até o fim do dia ${Date.now()}`;
  // Twenty days from today in São Paulo, as the date field takes it and as the list writes it.
  const day = new Date(Date.now() + 20 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
  const [year, month, date] = day.split("-");
  const shown = `Válido até ${date}/${month}/${year}, 23:59`;

  await visit(seller, "/seller/links", "Links de pagamento");
  await seller.getByRole("button", { name: "Novo link" }).click();
  const dialog = seller.getByRole("dialog", { name: "Novo link de pagamento" });
  await dialog.getByLabel("Descrição").fill(description);
  await dialog.getByLabel("Valor").pressSequentially("1500");
  await dialog.getByLabel("Válido até (opcional)").fill(day);
  await dialog.getByRole("button", { name: "Criar link" }).click();
  await expect(dialog).toBeHidden();
  const row = seller.getByRole("row").filter({ hasText: description });
  await expect(row).toContainText(shown);

  await visit(sellerPhone, "/seller/links", "Links de pagamento");
  const card = sellerPhone.getByRole("row").filter({ hasText: description });
  const expiry = card.getByText(shown);
  await expiry.scrollIntoViewIfNeeded();
  await expect(expiry).toBeInViewport();
  await keepScreenshot(sellerPhone, testInfo, "link-expiry-phone");
});

test("the withdrawal form checks the amount as it is typed, under the field, and offers Sacar tudo", async ({}, testInfo) => {
  await visit(seller, "/seller/withdrawals", "Saques");
  const field = seller.getByLabel("Valor do saque");
  const availableCents = centsOf(
    await seller.getByText("Saldo disponível", { exact: true }).locator("xpath=following-sibling::p").innerText(),
  );
  const rule = (label: string) =>
    seller.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]").innerText();
  const minText = plain(await rule("Mínimo por saque"));
  const maxCents = centsOf(await rule("Máximo por saque"));

  await test.step("below the minimum", async () => {
    await field.pressSequentially("500");
    await expect(seller.getByText(money(`O saque mínimo é ${minText}.`))).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("above the maximum", async () => {
    await field.fill("");
    await field.pressSequentially(String(maxCents + 1));
    await expect(seller.getByText(money(`O saque máximo é ${plain(brl(maxCents))}.`))).toBeVisible();
  });

  await test.step("above the balance: said under the field, and never sent to the confirmation", async () => {
    await field.fill("");
    await field.pressSequentially(String(availableCents + 1));
    await expect(seller.getByText(money("O valor passa do seu saldo disponível em R$ 0,01."))).toBeVisible();
    await seller.getByRole("button", { name: "Solicitar saque" }).click();
    await expect(field).toBeFocused();
    await expect(seller.getByRole("dialog", { name: "Confirmar saque?" })).toBeHidden();
  });

  await test.step("Sacar tudo fills the most allowed now, and the confirmation shows the balance after it", async () => {
    // The demo seller's daily limit leaves room for one withdrawal of the maximum.
    const most = Math.min(availableCents, maxCents);
    await seller.getByRole("button", { name: "Sacar tudo" }).click();
    await expect(field).toHaveValue(money(plain(brl(most))));
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await seller.getByRole("button", { name: "Solicitar saque" }).click();
    const confirmation = seller.getByRole("dialog", { name: "Confirmar saque?" });
    await expect(confirmation.getByText("Saldo disponível depois", { exact: true }).locator("..")).toContainText(
      money(plain(brl(availableCents - most))),
    );
    await expectAccessible(seller);
    await keepScreenshot(seller, testInfo, "withdrawal-all");
    // Not sent: other files withdraw from this balance.
    await confirmation.getByRole("button", { name: "Voltar" }).click();
    await expect(confirmation).toBeHidden();
  });

  await test.step("on a phone, the message and Sacar tudo beside the field", async () => {
    await visit(sellerPhone, "/seller/withdrawals", "Saques");
    const phoneField = sellerPhone.getByLabel("Valor do saque");
    await phoneField.pressSequentially("500");
    const message = sellerPhone.getByText(money(`O saque mínimo é ${minText}.`));
    await message.scrollIntoViewIfNeeded();
    await expect(message).toBeInViewport();
    const fillAll = sellerPhone.getByRole("button", { name: "Sacar tudo" });
    await expect(phoneField).toBeInViewport();
    await expect(fillAll).toBeInViewport();
    await fillAll.click();
    await expect(phoneField).not.toHaveAttribute("aria-invalid", "true");
    await expectAccessible(sellerPhone);
    await keepScreenshot(sellerPhone, testInfo, "withdrawal-form-phone");
  });
});
