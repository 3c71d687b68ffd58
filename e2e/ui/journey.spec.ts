import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { type Page, type TestInfo, devices, expect } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { latestEmail, linkPath } from "../accounts/mailbox";
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expectAccessible,
  followNav,
  keepScreenshot,
  logIn,
  openFromNav,
  openPage,
  test,
} from "./helpers";
import {
  DOCUMENTS,
  expectStep,
  fillAddressStep,
  fillCompanyStep,
  fillLegalRepStep,
  jpegFile,
  randomCnpj,
  uniqueEmail,
} from "./onboarding-wizard";

// One company from registration to a completed withdrawal, across the three people involved:
// the seller and the admin on desktops, the buyer on a phone. Each test is one step of the story
// and needs the ones before it, so a failure skips the rest.
test.describe.configure({ mode: "serial" });

const COMPANY = `Empório Jornada ${Date.now().toString(36)}`;
const CNPJ = randomCnpj();
const CNPJ_SHOWN = CNPJ.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
const SELLER_EMAIL = uniqueEmail("emporio");
const LINK = { description: "Cesta de café da manhã", typed: "10000", shown: /^R\$\s100,00$/ };
const BUYER = { name: "Rita Compradora", email: "rita.compradora@example.com", cpf: "86288366757" };
const WITHDRAWAL = { typed: "2000", cents: 2_000, pixKey: "emporio@example.com" };

type Received = { headers: Record<string, string>; body: string };

/**
 * The seller's system: an HTTPS endpoint on 127.0.0.1 (production only sends webhooks over https;
 * the server trusts this certificate through NODE_EXTRA_CA_CERTS and may call "localhost" through
 * WEBHOOK_ALLOWED_HOSTS, both set in playwright.config.ts). The key is for tests only; the pair was made with
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 \
 *     -subj /CN=localhost -addext subjectAltName=DNS:localhost
 */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer(
    { key: readFileSync("e2e/fixtures/webhook-receiver.key"), cert: readFileSync("e2e/fixtures/webhook-receiver.crt") },
    (request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        received.push({ headers: request.headers as Record<string, string>, body });
        response.end("ok");
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}/pix/webhooks`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** "R$ 1.234,56" in centavos, and back. */
const centsOf = (text: string) => Number(text.replace(/\D/g, ""));
const brl = (centavos: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(centavos / 100);

let seller: Page;
let admin: Page;
let buyer: Page;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let webhookSecret: string;
let checkoutUrl: string;
let netCents: number;

test.beforeAll(async ({ browser }, workerInfo) => {
  seller = await openPage(browser, workerInfo.project.use);
  admin = await openPage(browser, workerInfo.project.use);
  buyer = await openPage(browser, workerInfo.project.use, devices["Pixel 7"]);
  receiver = await startReceiver();
});

test.afterAll(async () => {
  await Promise.all([seller, admin, buyer].map((page) => page.context().close()));
  await receiver.close();
});

async function checkStep(page: Page, testInfo: TestInfo, name: string) {
  await keepScreenshot(page, testInfo, name);
  await expectAccessible(page);
}

const availableBalance = (page: Page) =>
  page.getByRole("region", { name: "Disponível" }).getByRole("paragraph").first();

test("a new seller registers", async ({}, testInfo) => {
  await seller.goto("/register");
  await seller.getByLabel("Nome da empresa").fill(`${COMPANY} Ltda`);
  await seller.getByLabel("E-mail").fill(SELLER_EMAIL);
  await seller.getByLabel("Senha").fill(DEMO_PASSWORD);
  await checkStep(seller, testInfo, "01-register");
  await seller.getByRole("button", { name: "Criar conta" }).click();
  await expect(seller).toHaveURL("/seller");
  await expect(seller.getByRole("status").filter({ hasText: "Cadastro incompleto" })).toBeVisible();
  await expect(seller.getByRole("status").filter({ hasText: "Confirme seu e-mail" })).toContainText(SELLER_EMAIL);
  await checkStep(seller, testInfo, "02-seller-home-new");
});

test("the seller onboards the company with its four documents", async ({}, testInfo) => {
  test.setTimeout(60_000);
  await openFromNav(seller, "Completar cadastro", { heading: "Cadastro da empresa" });
  await expectStep(seller, "Dados da empresa");
  await fillCompanyStep(seller, COMPANY, CNPJ);
  await checkStep(seller, testInfo, "03-wizard-company");
  await seller.getByRole("button", { name: "Próximo" }).click();
  await expectStep(seller, "Endereço");
  await fillAddressStep(seller);
  await seller.getByRole("button", { name: "Próximo" }).click();
  await expectStep(seller, "Representante legal");
  await fillLegalRepStep(seller);
  await seller.getByRole("button", { name: "Salvar e continuar" }).click();
  await expectStep(seller, "Documentos");

  // The contract as a PDF, the ID card as PNGs, the selfie as a JPEG: every accepted format.
  const files = [...DOCUMENTS.slice(0, 3), { region: "Selfie com RG", file: jpegFile("selfie.jpg") }];
  for (const { region, file } of files) {
    const card = seller.getByRole("region", { name: region });
    await card.getByLabel(/^Escolher arquivo/).setInputFiles(file);
    await expect(card.getByText("Enviado", { exact: true })).toBeVisible();
  }
  await checkStep(seller, testInfo, "04-wizard-documents");
  await seller.getByRole("button", { name: "Concluir" }).click();
  await expect(seller.getByText("Cadastro enviado — em análise")).toBeVisible();
  await checkStep(seller, testInfo, "05-wizard-submitted");
});

test("the seller confirms the e-mail with the link sent at sign-up", async () => {
  await logIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL("/admin");
  // The e2e server keeps its mail in the admin's mailbox.
  const { text } = await latestEmail(admin.request, SELLER_EMAIL, "Confirme seu e-mail");
  await seller.goto(linkPath(text, "/verify-email/"));
  await seller.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(seller.getByRole("status").filter({ hasText: "E-mail confirmado" })).toContainText(SELLER_EMAIL);
  await seller.goto("/seller");
  await expect(seller.getByRole("status").filter({ hasText: "Cadastro em análise" })).toBeVisible();
  await expect(seller.getByText("Confirme seu e-mail")).toHaveCount(0);
});

test("the admin approves the company", async ({}, testInfo) => {
  await admin.goto("/admin");
  await followNav(admin, "Empresas", "Operações");
  await expect(admin.getByRole("heading", { name: "Empresas", level: 1 })).toBeVisible();
  const row = admin.getByRole("row", { name: new RegExp(COMPANY) });
  await expect(row).toContainText(CNPJ_SHOWN);
  await checkStep(admin, testInfo, "06-admin-queue");
  await row.getByRole("link", { name: /Analisar/ }).click();
  await expect(admin.getByRole("heading", { name: COMPANY, level: 1 })).toBeVisible();
  await expect(admin.getByRole("img", { name: "Selfie com RG", exact: true })).toBeVisible();
  await checkStep(admin, testInfo, "07-admin-review");

  await admin.getByRole("button", { name: "Aprovar" }).click();
  const dialog = admin.getByRole("dialog", { name: "Aprovar empresa?" });
  await dialog.getByRole("button", { name: "Confirmar aprovação" }).click();
  await expect(admin.getByText("Empresa aprovada. O vendedor já pode receber pagamentos.")).toBeVisible();
  await checkStep(admin, testInfo, "08-admin-approved");
});

test("the approved seller creates a payment link", async ({}, testInfo) => {
  await seller.goto("/seller");
  await expect(seller.getByRole("status").filter({ hasText: "Conta aprovada" })).toBeVisible();
  await openFromNav(seller, "Links", { heading: "Links de pagamento" });
  await seller.getByRole("button", { name: "Novo link" }).click();
  const dialog = seller.getByRole("dialog", { name: "Novo link de pagamento" });
  await dialog.getByLabel("Descrição").fill(LINK.description);
  await dialog.getByLabel("Valor").pressSequentially(LINK.typed);
  await expect(dialog.getByLabel("Valor")).toHaveValue(LINK.shown);
  await checkStep(seller, testInfo, "09-link-dialog");
  await dialog.getByRole("button", { name: "Criar link" }).click();
  await expect(dialog).toBeHidden();

  const open = seller.getByRole("link", { name: `Abrir o checkout de ${LINK.description} (nova aba)` });
  checkoutUrl = (await open.getAttribute("href"))!;
  expect(checkoutUrl).toMatch(/\/checkout\/[\w-]{10,}$/);
  await checkStep(seller, testInfo, "10-links");
});

test("the seller registers a webhook pointing to its own system", async ({}, testInfo) => {
  await openFromNav(seller, "Webhooks", { group: "Configurações" });
  await seller.getByRole("button", { name: "Adicionar webhook" }).click();
  const dialog = seller.getByRole("dialog", { name: "Adicionar webhook" });
  await dialog.getByLabel("URL do endpoint").fill(receiver.url);
  await dialog.getByRole("button", { name: "Cadastrar webhook" }).click();

  const created = seller.getByRole("dialog", { name: "Webhook cadastrado" });
  webhookSecret = (await created.getByText(/^whsec_[A-Za-z0-9+/=]{20,}$/).textContent())!;
  await checkStep(seller, testInfo, "11-webhook-secret");
  await created.getByRole("button", { name: "Já guardei o segredo" }).click();
  await expect(seller.getByRole("table", { name: "Webhooks" })).toContainText(receiver.url);
});

test("a buyer on a phone fills the checkout and pays through the PSP stand-in's API Pix", async ({}, testInfo) => {
  await buyer.goto(checkoutUrl);
  await expect(buyer.getByRole("heading", { name: LINK.description })).toBeVisible();
  await buyer.getByLabel("Nome completo").fill(BUYER.name);
  await buyer.getByLabel("E-mail").fill(BUYER.email);
  await buyer.getByLabel("Número do CPF").pressSequentially(BUYER.cpf);
  await checkStep(buyer, testInfo, "12-checkout-form");
  await buyer.getByRole("button", { name: "Pagar com PIX" }).click();

  await expect(buyer.getByRole("heading", { name: "Pague com PIX" })).toBeVisible();
  // The PSP's dynamic BR Code: it points at the charge's location at the stand-in, not at a key.
  await expect(buyer.getByLabel("Código PIX copia e cola")).toHaveValue(
    /^000201.*br\.gov\.bcb\.pix.*\/qr\/v2\/[0-9a-f]{32}.*6304[0-9A-F]{4}$/,
  );
  await checkStep(buyer, testInfo, "13-checkout-qr");
  await buyer.getByRole("button", { name: "Simular pagamento (sandbox)" }).click();
  await expect(buyer.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  await checkStep(buyer, testInfo, "14-checkout-paid");
});

test("the seller sees the payment paid, the money available and the webhook delivered", async ({}, testInfo) => {
  await openFromNav(seller, "Pagamentos");
  const row = seller.getByRole("table", { name: "Pagamentos" }).getByRole("row").filter({ hasText: BUYER.name });
  await expect(row).toContainText("Pago");
  await row.getByRole("button", { name: `Detalhes do pagamento de ${BUYER.name}` }).click();
  const drawer = seller.getByRole("dialog", { name: "Detalhes do pagamento" });
  const net = drawer
    .getByRole("term")
    .filter({ hasText: "Líquido para você" })
    .locator("xpath=following-sibling::dd[1]");
  netCents = centsOf((await net.textContent())!);
  expect(netCents).toBeGreaterThan(WITHDRAWAL.cents);
  await checkStep(seller, testInfo, "15-payment-paid");
  await drawer.getByRole("button", { name: "Fechar" }).click();

  // A new seller has no reserve: all of the net is available at once.
  await openFromNav(seller, "Saldo", { heading: "Saldo e extrato" });
  await expect(availableBalance(seller)).toHaveText(brl(netCents));
  await checkStep(seller, testInfo, "16-balance");

  // The seller's system got the confirmation, signed with the secret shown at registration.
  await expect
    .poll(() => receiver.received.filter(({ body }) => body.includes('"payment.finished"')).length, { timeout: 15_000 })
    .toBe(1);
  const delivery = receiver.received.find(({ body }) => body.includes('"payment.finished"'))!;
  const event = new Webhook(webhookSecret).verify(delivery.body, delivery.headers) as {
    type: string;
    data: { amount: number; status: string };
  };
  expect(event).toMatchObject({ type: "payment.finished", data: { status: "FINISHED", amount: 100 } });
  expect(() =>
    new Webhook(webhookSecret).verify(delivery.body.replace("FINISHED", "CANCELLED"), delivery.headers),
  ).toThrow();

  await openFromNav(seller, "Webhooks", { group: "Configurações" });
  await seller.getByRole("button", { name: `Entregas de ${receiver.url}` }).click();
  const deliveries = seller.getByRole("dialog", { name: "Entregas do webhook" });
  const finished = deliveries.getByRole("listitem").filter({ hasText: "payment.finished" });
  await expect(async () => {
    await deliveries.getByRole("button", { name: "Atualizar" }).click();
    await expect(finished).toContainText("Entregue", { timeout: 1_000 });
  }).toPass();
  await expect(finished).toContainText(/Último código HTTP\s*200/);
  await checkStep(seller, testInfo, "17-webhook-deliveries");
});

test("the seller requests a withdrawal of part of the balance", async ({}, testInfo) => {
  await seller.goto("/seller/withdrawals");
  await expect(seller.getByRole("heading", { name: "Saques", level: 1 })).toBeVisible();
  await expect(seller.getByRole("button", { name: "Solicitar saque" })).toBeDisabled();
  await seller.getByRole("link", { name: "Cadastrar chave de saque" }).click();
  await seller.getByRole("button", { name: "Cadastrar chave" }).click();
  const register = seller.getByRole("dialog", { name: "Cadastrar chave de saque" });
  await register.getByLabel("Tipo da chave").selectOption("EMAIL");
  await register.getByLabel("Chave PIX").fill(WITHDRAWAL.pixKey);
  await register.getByLabel("Sua senha").fill(DEMO_PASSWORD);
  await register.getByRole("button", { name: "Cadastrar chave" }).click();
  await expect(seller.getByRole("status").filter({ hasText: "Chave salva" })).toContainText(
    "Os próximos saques vão para ela.",
  );
  await expect(
    seller.getByText("O primeiro saque para esta chave passa pela análise da nossa equipe.").first(),
  ).toBeVisible();
  await checkStep(seller, testInfo, "17b-payout-key-registered");

  await seller.getByLabel("Valor do saque").pressSequentially(WITHDRAWAL.typed);
  await seller.getByRole("button", { name: "Solicitar saque" }).click();
  await seller
    .getByRole("dialog", { name: "Confirmar saque?" })
    .getByRole("button", { name: "Confirmar saque" })
    .click();
  await expect(seller.getByRole("status").filter({ hasText: "Saque solicitado" })).toBeVisible();
  const newest = seller.getByRole("table", { name: "Histórico de saques" }).getByRole("row").nth(1);
  await expect(newest).toContainText(WITHDRAWAL.pixKey);
  await expect(newest).toContainText("Solicitado");
  await checkStep(seller, testInfo, "18-withdrawal-requested");
});

test("the admin approves the withdrawal and the sandbox payout completes it", async ({}, testInfo) => {
  await followNav(admin, "Saques", "Operações");
  await expect(admin.getByRole("heading", { name: "Saques", level: 1 })).toBeVisible();
  const queued = admin.getByRole("row").filter({ hasText: CNPJ_SHOWN });
  await expect(queued).toContainText("Aguardando análise");
  await expect(queued).toContainText("Chave nova: primeiro saque para ela");
  await checkStep(admin, testInfo, "19-admin-withdrawal-queue");
  await queued.getByRole("button", { name: "Aprovar" }).click();
  await admin
    .getByRole("dialog", { name: "Aprovar saque?" })
    .getByRole("button", { name: "Confirmar aprovação" })
    .click();
  await expect(admin.getByText("Saque aprovado: o PIX foi enviado ao provedor.")).toBeVisible();

  await admin.getByRole("link", { name: "Todos", exact: true }).click();
  const listed = admin.getByRole("row").filter({ hasText: CNPJ_SHOWN });
  await expect(listed).toContainText("Em processamento");
  await listed.getByRole("button", { name: "Simular conclusão (sandbox)" }).click();
  await expect(listed).toContainText("Concluído");
  await checkStep(admin, testInfo, "20-admin-withdrawal-completed");
});

test("the seller sees the withdrawal completed and the balance after it", async ({}, testInfo) => {
  await seller.goto("/seller/withdrawals");
  const newest = seller.getByRole("table", { name: "Histórico de saques" }).getByRole("row").nth(1);
  await expect(newest).toContainText("Concluído");
  await checkStep(seller, testInfo, "21-withdrawal-completed");

  await openFromNav(seller, "Saldo", { heading: "Saldo e extrato" });
  await expect(availableBalance(seller)).toHaveText(brl(netCents - WITHDRAWAL.cents));
  await checkStep(seller, testInfo, "22-balance-after");
  await expect.poll(() => receiver.received.some(({ body }) => body.includes('"withdrawal.completed"'))).toBe(true);
});

test("the seller changes the payout key: payouts to the new one wait 24 hours", async ({}, testInfo) => {
  await seller.goto("/seller/withdrawals");
  await seller.getByRole("button", { name: "Alterar chave" }).click();
  const change = seller.getByRole("dialog", { name: "Alterar chave de saque" });
  await expect(change.getByText("Pagamentos retidos por 24 horas")).toBeVisible();
  await change.getByLabel("Tipo da chave").selectOption("EMAIL");
  await change.getByLabel("Chave PIX").fill("financeiro.emporio@example.com");
  await change.getByLabel("Sua senha").fill(DEMO_PASSWORD);
  await change.getByRole("button", { name: "Alterar chave" }).click();
  await expect(seller.getByRole("status").filter({ hasText: "Chave salva" })).toContainText(
    "Saques para ela são pagos a partir de",
  );
  await expect(seller.getByText("Chave de destino (E-mail)").locator("..")).toContainText(
    "financeiro.emporio@example.com",
  );
  await checkStep(seller, testInfo, "23-payout-key-changed");
  await expect.poll(() => receiver.received.some(({ body }) => body.includes('"payout_key.changed"'))).toBe(true);
});
