import {
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
  expect,
} from "@playwright/test";
import {
  apiAs,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expectAccessible,
  followNav,
  keepScreenshot,
  logIn,
  standInControl,
  test,
} from "./helpers";

const SELLER = "vendedor@demo.pix.br";
// The demo seller's registered payout key: its company's CNPJ (prisma/demo/play.ts), shown formatted.
const PIX_KEY = "11.222.333/0001-81";

// The server allows 10 logins per e-mail in 15 minutes and other files use these accounts:
// one login each for the whole file (the seller's through the API, the admin's in a browser).
// Serial, so a failure skips the rest instead of starting a new worker that would log in again.
test.describe.configure({ mode: "serial" });

let seller: APIRequestContext;
let adminSession: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.use({ storageState: async ({}, use) => use(adminSession) });

test.beforeAll(async ({ playwright, browser }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL!;
  seller = await apiAs(playwright, baseURL, SELLER);

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

const cents = (reais: number) => Math.round(reais * 100);
const brl = (centavos: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(centavos / 100);

async function availableCents() {
  const response = await seller.get("/api/v1/seller-balances/me");
  expect(response.ok()).toBe(true);
  return cents(((await response.json()) as { availableBalance: number }).availableBalance);
}

/** The desk shows the first 8 characters of a withdrawal's id on its row. */
const rowOf = (page: Page, withdrawalId: string) =>
  page.getByRole("row", { name: new RegExp(`#${withdrawalId.slice(0, 8)}`) });

test("a seller's withdrawal is approved on the admin's desk and completed by the sandbox's payout", async ({
  page,
}, testInfo) => {
  const before = await availableCents();
  expect(before).toBeGreaterThanOrEqual(2_000);
  const requested = await seller.post("/api/v1/withdrawals", { data: { amount: 20 } });
  expect(requested.status()).toBe(201);
  const withdrawal = (await requested.json()) as { id: string; status: string };
  expect(withdrawal.status).toBe("REQUESTED");
  const held = await availableCents();
  expect(held).toBe(before - 2_000);

  await page.goto("/admin");
  await followNav(page, "Saques", "Operações");
  await expect(page).toHaveURL("/admin/withdrawals");
  await expect(page.getByRole("heading", { name: "Saques", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Aguardando análise \(\d+\)/ })).toHaveAttribute("aria-current", "page");
  const queued = rowOf(page, withdrawal.id);
  await expect(queued).toContainText("Loja Aurora Ltda");
  await expect(queued).toContainText("CNPJ 11.222.333/0001-81");
  await expect(queued).toContainText(brl(held));
  await expect(queued).toContainText("R$ 20,00");
  // The payout key as people read a CNPJ, next to the company's own.
  await expect(queued.getByText(PIX_KEY, { exact: true })).toBeVisible();
  await expect(queued).toContainText("Aguardando análise");
  await keepScreenshot(page, testInfo, "desk-queue");

  await queued.getByRole("button", { name: "Aprovar" }).click();
  const dialog = page.getByRole("dialog", { name: "Aprovar saque?" });
  await expect(dialog).toContainText("R$ 18,00");
  await dialog.getByRole("button", { name: "Confirmar aprovação" }).click();
  await expect(page.getByText("Saque aprovado: o PIX foi enviado ao provedor.")).toBeVisible();
  await expect(queued).toHaveCount(0);

  await page.getByRole("link", { name: "Todos", exact: true }).click();
  await expect(page).toHaveURL("/admin/withdrawals?view=all");
  const listed = rowOf(page, withdrawal.id);
  await expect(listed).toContainText("Em processamento");
  await listed.getByRole("button", { name: "Simular conclusão (sandbox)" }).click();
  await expect(page.getByText("Sandbox: o PIX chegou à chave e o saque foi concluído.")).toBeVisible();
  await expect(listed).toContainText("Concluído");
  await expect(listed.getByRole("button")).toHaveCount(0);
  await keepScreenshot(page, testInfo, "desk-completed");

  const completed = await seller.get(`/api/v1/withdrawals/${withdrawal.id}`);
  expect(((await completed.json()) as { status: string }).status).toBe("COMPLETED");
  expect(await availableCents()).toBe(before - 2_000);

  // The row leads to the seller's page, where the withdrawal and the balance after it show up.
  await listed.getByRole("link", { name: "Loja Aurora Ltda" }).click();
  await expect(page.getByRole("heading", { name: "Loja Aurora Ltda", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver cadastro da empresa" })).toHaveAttribute(
    "href",
    /^\/admin\/enterprises\/[0-9a-f-]{36}$/,
  );
  await expect(
    page.getByRole("table", { name: "Saques recentes" }).getByRole("row").filter({ hasText: PIX_KEY }).first(),
  ).toContainText("Concluído");
  await expect(page.getByRole("table", { name: "Pagamentos recentes" }).getByRole("row")).not.toHaveCount(0);
  await keepScreenshot(page, testInfo, "seller-page");
});

/** A seller of the test's own, so the demo seller keeps the default rules and fees other files rely on. */
async function registerSeller(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const companyName = `Mercado Teste ${Date.now()} Ltda`;
  // Explicitly without cookies: inside a test, new request contexts inherit the admin session of test.use.
  const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const registered = await anonymous.post("/api/v1/auth/register", {
    data: { email: `mercado-${Date.now()}@example.com`, password: DEMO_PASSWORD, companyName },
  });
  expect(registered.status()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  await anonymous.dispose();
  return { companyName, sellerId: user.id };
}

test("the admin rejects a withdrawal with a reason and the money returns to the seller", async ({ page }) => {
  const before = await availableCents();
  const requested = await seller.post("/api/v1/withdrawals", { data: { amount: 20 } });
  expect(requested.status()).toBe(201);
  const withdrawal = (await requested.json()) as { id: string };

  await page.goto("/admin/withdrawals");
  await rowOf(page, withdrawal.id).getByRole("button", { name: "Recusar" }).click();
  const dialog = page.getByRole("dialog", { name: "Recusar saque?" });
  await dialog.getByLabel("Motivo (opcional)").fill("Chave PIX de terceiro");
  await dialog.getByRole("button", { name: "Confirmar recusa" }).click();
  await expect(page.getByText("Saque recusado: o valor voltou ao saldo disponível do vendedor.")).toBeVisible();
  await expect(rowOf(page, withdrawal.id)).toHaveCount(0);

  await page.getByRole("link", { name: "Todos", exact: true }).click();
  const filters = page.getByRole("search", { name: "Filtrar saques" });
  await filters.getByLabel("Situação").selectOption("REJECTED");
  await filters.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/[?&]status=REJECTED/);
  await expect(page.getByRole("table", { name: "Todos os saques" })).not.toContainText("Concluído");
  await expect(rowOf(page, withdrawal.id)).toContainText("Recusado");
  await expect(rowOf(page, withdrawal.id)).toContainText("Chave PIX de terceiro");
  expect(await availableCents()).toBe(before);

  await page.goto("/admin/withdrawals?view=all&startDate=2026-12-01&endDate=2026-11-01");
  await expect(page.getByText("A data inicial deve ser anterior à final")).toBeVisible();
});

test("the admin sets a seller's withdrawal rules and finds them saved", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const { companyName } = await registerSeller(playwright, baseURL);

  await page.goto("/admin/sellers");
  const sellerSearch = page.getByRole("search", { name: "Buscar vendedores" });
  await sellerSearch.getByLabel("Buscar", { exact: true }).fill(companyName);
  // Within the form: the header's global search is a "Buscar" button too.
  await sellerSearch.getByRole("button", { name: "Buscar", exact: true }).click();
  const row = page.getByRole("row", { name: new RegExp(companyName) });
  await expect(row).toContainText("Aguardando aprovação");
  await expect(row).toContainText("R$ 0,00");
  await row.getByRole("link", { name: /Ver/ }).click();
  await expect(page.getByRole("heading", { name: companyName, level: 1 })).toBeVisible();
  const sellerId = page.url().split("/").pop()!;

  const rules = page.getByRole("form", { name: "Regras de saque" });
  await expect(rules).toContainText("Este vendedor usa as regras padrão da plataforma.");
  await expect(rules.getByLabel("Saque mínimo")).toHaveValue(/^R\$\s20,00$/);
  await rules.getByLabel("Saque mínimo").fill("5000");
  // A withdrawal is bound by one payment's maximum, which the field's hint says.
  await expect(rules.getByText(/^Até R\$\s1\.000\.000,00\.$/)).toBeVisible();
  await rules.getByLabel("Saque máximo").fill("100000001");
  await rules.getByRole("button", { name: "Salvar regras de saque" }).click();
  await expect(rules.getByText(/^O valor máximo é R\$\s1\.000\.000,00$/)).toBeVisible();
  await rules.getByLabel("Saque máximo").fill("100000");
  await rules.getByLabel("Limite diário").fill("50000");
  await rules.getByLabel("Tipo de tarifa").selectOption("PERCENTAGE");
  await rules.getByLabel("Tarifa por saque (%)").fill("1,5");
  await rules.getByLabel("Aprovação").selectOption("AUTOMATIC");
  await rules.getByLabel("Permitir saques pela API").check();

  // The API's own schema checks the form: a daily limit below the maximum is refused before sending.
  await rules.getByRole("button", { name: "Salvar regras de saque" }).click();
  await expect(rules.getByText("O limite diário deve cobrir o máximo por saque")).toBeVisible();
  await rules.getByLabel("Limite diário").fill("300000");
  await expect(rules.getByLabel("Limite diário")).toHaveValue(/^R\$\s3\.000,00$/);
  await rules.getByRole("button", { name: "Salvar regras de saque" }).click();
  await expect(rules.getByText("Regras de saque salvas.")).toBeVisible();
  await keepScreenshot(page, testInfo, "seller-rules-saved");

  await page.reload();
  await expect(rules).toContainText("Regras próprias deste vendedor, alteradas em");
  await expect(rules.getByLabel("Saque mínimo")).toHaveValue(/^R\$\s50,00$/);
  await expect(rules.getByLabel("Saque máximo")).toHaveValue(/^R\$\s1\.000,00$/);
  await expect(rules.getByLabel("Tarifa por saque (%)")).toHaveValue("1,5");
  await expect(rules.getByLabel("Aprovação")).toHaveValue("AUTOMATIC");
  await expect(rules.getByLabel("Permitir saques pela API")).toBeChecked();

  const saved = await page.request.get(`/api/v1/admin/withdrawal-configs/${sellerId}`);
  expect(await saved.json()).toMatchObject({
    sellerId,
    minAmount: 50,
    maxAmount: 1000,
    dailyLimit: 3000,
    feeType: "PERCENTAGE",
    feeValue: 1.5,
    mode: "AUTOMATIC",
    allowApi: true,
  });
});

test("the admin sets a seller's reserve and own fee, then switches the fee off", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { sellerId } = await registerSeller(playwright, baseURL);
  await page.goto(`/admin/sellers/${sellerId}`);

  const reserve = page.getByRole("form", { name: "Reserva" });
  await reserve.getByLabel("Percentual retido (%)").fill("12,5");
  await reserve.getByLabel("Dias de retenção").fill("30");
  await reserve.getByRole("button", { name: "Salvar reserva" }).click();
  await expect(reserve.getByText("Reserva salva.")).toBeVisible();
  const savedReserve = await page.request.get(`/api/v1/admin/reserve-configs/${sellerId}`);
  expect(await savedReserve.json()).toMatchObject({ percentage: 12.5, days: 30, isActive: true });

  const fees = page.getByRole("table", { name: "Tarifas em vigor" });
  await expect(fees.getByRole("row", { name: /Serviço.*Padrão da plataforma/ })).toHaveCount(2);
  const newFee = page.getByRole("form", { name: "Nova tarifa" });
  await newFee.getByLabel("Tipo", { exact: true }).selectOption("FIXED");
  await newFee.getByLabel("Valor", { exact: true }).fill("100000001");
  await newFee.getByRole("button", { name: "Adicionar tarifa" }).click();
  await expect(newFee.getByText(/^O valor máximo é R\$\s1\.000\.000,00$/)).toBeVisible();
  await newFee.getByLabel("Valor", { exact: true }).fill("99");
  await newFee.getByLabel("Descrição (opcional)").fill("Tarifa negociada");
  await newFee.getByRole("button", { name: "Adicionar tarifa" }).click();
  // Before saving: the fee table after the change, the service defaults it drops highlighted.
  const adding = page.getByRole("dialog", { name: "Adicionar tarifa própria?" });
  const preview = adding.getByRole("table", { name: "Tarifas depois da mudança" });
  await expect(adding.getByText("2 tarifas padrão deixam de valer para este vendedor.")).toBeVisible();
  await expect(preview.getByRole("row", { name: /Serviço.*Padrão da plataforma.*Deixa de valer/ })).toHaveCount(2);
  await expect(preview.getByRole("row", { name: /Serviço.*R\$\s0,99.*Do vendedor.*Passa a valer/ })).toHaveCount(1);
  await expect(
    preview.getByRole("row", { name: /Gateway.*0,5 %.*Padrão da plataforma.*Continua valendo/ }),
  ).toHaveCount(1);
  await expectAccessible(page);
  // Going back saves nothing and keeps what was typed.
  await adding.getByRole("button", { name: "Voltar" }).click();
  await expect(adding).toBeHidden();
  await expect(newFee.getByLabel("Descrição (opcional)")).toHaveValue("Tarifa negociada");
  await expect(fees.getByRole("row", { name: /Serviço.*Padrão da plataforma/ })).toHaveCount(2);
  await newFee.getByRole("button", { name: "Adicionar tarifa" }).click();
  await adding.getByRole("button", { name: "Salvar tarifa" }).click();
  await expect(page.getByText("Tarifa adicionada. Ela vale para os próximos pagamentos.")).toBeVisible();
  // The seller's own service fee replaces both platform service defaults; the gateway default stays.
  const own = fees.getByRole("row", { name: /Tarifa negociada/ });
  await expect(own).toContainText("R$ 0,99");
  await expect(own).toContainText("Do vendedor");
  await expect(fees.getByRole("row", { name: /Serviço.*Padrão da plataforma/ })).toHaveCount(0);
  await expect(fees.getByRole("row", { name: /Gateway.*Padrão da plataforma/ })).toHaveCount(1);

  await own.getByRole("button", { name: /Desativar/ }).click();
  const dialog = page.getByRole("dialog", { name: "Desativar tarifa?" });
  const restored = dialog.getByRole("table", { name: "Tarifas depois da mudança" });
  await expect(restored.getByRole("row", { name: /Serviço.*Padrão da plataforma.*Passa a valer/ })).toHaveCount(2);
  await expect(restored.getByRole("row", { name: /Do vendedor.*Deixa de valer/ })).toHaveCount(1);
  await dialog.getByRole("button", { name: "Desativar" }).click();
  await expect(page.getByText("Tarifa desativada.")).toBeVisible();
  await expect(page.getByText("Tarifa adicionada.", { exact: false })).toHaveCount(0);
  await expect(own).toHaveCount(0);
  await expect(fees.getByRole("row", { name: /Serviço.*Padrão da plataforma/ })).toHaveCount(2);
});

test("the admin returns to its payer a PIX that paid a charge already cancelled, which credited no one", async ({
  page,
}, testInfo) => {
  const created = await seller.post("/api/v1/payments", {
    data: {
      amount: 77.7,
      customer: {
        name: "Pagador Atrasado",
        email: "atrasado@example.com",
        document: { type: "cpf", number: "89019050273" },
      },
    },
  });
  expect(created.status()).toBe(201);
  const payment = (await created.json()) as { id: string };
  expect((await seller.post(`/api/v1/payments/${payment.id}/cancel`, { data: {} })).status()).toBe(200);
  expect(await standInControl("POST", `/cob/${payment.id.replaceAll("-", "")}/pay`, { force: true })).toBe(201);

  await page.goto("/admin/unmatched-pix");
  await expect(page.getByRole("heading", { name: "PIX retidos" })).toBeVisible();
  const row = page.getByRole("table", { name: "PIX retidos" }).getByRole("row").filter({ hasText: "R$ 77,70" });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Pago após o cancelamento", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText("Retido");
  await row.getByRole("button", { name: "Devolver ao pagador" }).click();
  const dialog = page.getByRole("dialog", { name: "Devolver este PIX ao pagador?" });
  await expect(dialog).toContainText("R$ 77,70");
  await dialog.getByRole("button", { name: "Confirmar devolução" }).click();
  await expect(dialog).toBeHidden();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Devolvido", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row.getByRole("button", { name: "Devolver ao pagador" })).toHaveCount(0);
  await keepScreenshot(page, testInfo, "unmatched-pix-returned");
});

/** A charge of the demo seller paid at the stand-in and settled; answers its id. */
async function paidPayment(amount: number) {
  const created = await seller.post("/api/v1/payments", {
    data: {
      amount,
      customer: {
        name: "Pagadora Contestada",
        email: "contestada@example.com",
        document: { type: "cpf", number: "52998224725" },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(await standInControl("POST", `/cob/${id.replaceAll("-", "")}/pay`, {})).toBe(201);
  await expect(async () => {
    const payment = (await (await seller.get(`/api/v1/payments/${id}`)).json()) as { status: string };
    expect(payment.status).toBe("FINISHED");
  }).toPass({ timeout: 15_000 });
  return id;
}

test("the admin holds a payment for a MED infraction, the seller sees the hold and why, and the admin releases it", async ({
  page,
  browser,
}, testInfo) => {
  const paymentId = await paidPayment(55.55);
  const before = (await (await seller.get("/api/v1/seller-balances/me")).json()) as {
    availableBalance: number;
    heldBalance: number;
  };
  const reason = "Pagador relatou golpe ao banco dele (MED)";

  await page.goto("/admin/payments");
  await page
    .getByRole("row", { name: new RegExp(`#${paymentId.slice(0, 8)}`) })
    .getByRole("button", { name: "Abrir infração MED" })
    .click();
  const open = page.getByRole("dialog", { name: "Abrir infração MED?" });
  await expect(open.getByLabel("Valor a reter")).toHaveValue(/R\$\s55,55/);
  await open.getByRole("button", { name: "Reter valor" }).click();
  await expect(open.getByText("Descreva o motivo", { exact: false })).toBeVisible();
  await open.getByLabel("Motivo (o vendedor vê)").fill(reason);
  await open.getByRole("button", { name: "Reter valor" }).click();
  await expect(page).toHaveURL("/admin/infractions");
  const row = page.getByRole("table", { name: "Infrações MED" }).getByRole("row").filter({ hasText: reason });
  await expect(row).toContainText("R$ 55,55");
  await expect(row).toContainText("Em aberto (retido)");
  await expect(row).toContainText("faltam 7 dias");
  await keepScreenshot(page, testInfo, "infraction-open");

  const after = (await (await seller.get("/api/v1/seller-balances/me")).json()) as {
    availableBalance: number;
    heldBalance: number;
  };
  expect(cents(after.availableBalance)).toBe(cents(before.availableBalance) - 5_555);
  expect(cents(after.heldBalance)).toBe(cents(before.heldBalance) + 5_555);

  // The seller's balance page: the held amount, and why.
  // Without the admin's session the file's pages start with: someone signed in is sent past /login.
  const sellerPage = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  await logIn(sellerPage, SELLER);
  await expect(sellerPage).toHaveURL("/seller");
  await sellerPage.goto("/seller/balance");
  await expect(sellerPage.getByRole("region", { name: "Retido (infração MED)" })).toContainText(
    brl(cents(after.heldBalance)),
  );
  await expect(
    sellerPage.getByRole("table", { name: "Infrações MED" }).getByRole("row").filter({ hasText: reason }),
  ).toContainText("Em aberto (retido)");
  await keepScreenshot(sellerPage, testInfo, "seller-sees-hold");

  await row.getByRole("button", { name: "Liberar ao vendedor" }).click();
  const release = page.getByRole("dialog", { name: "Liberar o valor retido?" });
  await expect(release).toContainText("R$ 55,55");
  await release.getByRole("button", { name: "Confirmar liberação" }).click();
  await expect(release).toBeHidden();
  await expect(row).toContainText("Liberado ao vendedor");
  await expect(row.getByRole("button", { name: "Liberar ao vendedor" })).toHaveCount(0);
  const released = (await (await seller.get("/api/v1/seller-balances/me")).json()) as {
    availableBalance: number;
    heldBalance: number;
  };
  expect(cents(released.availableBalance)).toBe(cents(before.availableBalance));

  await sellerPage.reload();
  await expect(
    sellerPage.getByRole("table", { name: "Infrações MED" }).getByRole("row").filter({ hasText: reason }),
  ).toContainText("Liberado ao vendedor");
  await sellerPage.context().close();
});
