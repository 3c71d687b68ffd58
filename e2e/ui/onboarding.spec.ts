import { type APIRequestContext, expect } from "@playwright/test";
import { latestEmail, linkPath } from "../accounts/mailbox";
import { DEMO_ADMIN, DEMO_PASSWORD, followNav, keepScreenshot, logIn, logOut, test } from "./helpers";
import {
  CPF,
  DOCUMENTS,
  expectStep,
  field,
  fillAddressStep,
  fillCompanyStep,
  fillLegalRepStep,
  pngFile,
  uniqueEmail,
} from "./onboarding-wizard";

// Check digits verified against CnpjSchema; each test registers its own CNPJ (one live company per CNPJ).
const CNPJ = { journey: "11444777000161", rejection: "11222333000262" };

test("a new seller completes the onboarding, the admin approves it and the seller's account is approved", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("padaria");

  await page.goto("/register");
  await page.getByLabel("Nome da empresa").fill("Padaria Sol Ltda");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).toHaveURL("/seller");
  await expect(page.getByRole("status").filter({ hasText: "Cadastro incompleto" })).toBeVisible();
  // The link e-mailed at sign-up is waiting; another can be asked for here.
  const confirmEmail = page.getByRole("status").filter({ hasText: "Confirme seu e-mail" });
  await expect(confirmEmail).toContainText(email);
  await confirmEmail.getByRole("button", { name: "Reenviar o link" }).click();
  await expect(confirmEmail).toContainText(`Enviamos um novo link para ${email}.`);
  await page.getByRole("main").getByRole("link", { name: "Completar cadastro" }).click();
  await expect(page).toHaveURL("/seller/onboarding");

  // Step 1 starts with what registration asked; "Próximo" validates only this step and shows the messages next to
  // the fields, the focus on the first one to fix.
  await expectStep(page, "Dados da empresa");
  await expect(field(page, "Razão social")).toHaveValue("Padaria Sol Ltda");
  await expect(field(page, "E-mail da empresa")).toHaveValue(email);
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("CNPJ obrigatório")).toBeVisible();
  await expect(field(page, "CNPJ")).toBeFocused();
  await fillCompanyStep(page, "Padaria Sol", CNPJ.journey);
  await page.getByRole("button", { name: "Próximo" }).click();

  // Step 2, then a reload: the draft in localStorage brings back the step and what was typed.
  await expectStep(page, "Endereço");
  await fillAddressStep(page);
  await page.reload();
  await expectStep(page, "Endereço");
  await expect(field(page, "CEP")).toHaveValue("01310-100");
  await expect(field(page, "UF")).toHaveValue("SP");
  await page.getByRole("button", { name: "Próximo" }).click();

  // Step 3 saves the company (POST) and opens the documents.
  await expectStep(page, "Representante legal");
  await fillLegalRepStep(page);
  await page.getByRole("button", { name: "Salvar e continuar" }).click();
  await expectStep(page, "Documentos");

  // A file of the wrong type is refused here, before any upload.
  const rgFront = page.getByRole("region", { name: "RG (frente)" });
  await rgFront
    .locator('input[type="file"]')
    .setInputFiles({ name: "rg.txt", mimeType: "text/plain", buffer: Buffer.from("não é imagem") });
  await expect(rgFront.getByRole("alert")).toHaveText("Formato não aceito. Envie um arquivo JPG ou PNG.");

  await expect(page.getByRole("button", { name: "Concluir" })).toBeDisabled();
  const upload = async ({ region, file }: (typeof DOCUMENTS)[number]) => {
    const card = page.getByRole("region", { name: region });
    await card.locator('input[type="file"]').setInputFiles(file);
    await expect(card.getByText("Enviado", { exact: true })).toBeVisible();
  };
  for (const document of DOCUMENTS.slice(0, 2)) await upload(document);
  await expect(page.getByRole("region", { name: "Contrato social" }).getByText("contrato-social.pdf")).toBeVisible();
  await expect(page.getByRole("img", { name: "Prévia de RG (frente)" })).toBeVisible();

  // Reloading with a saved company reopens the documents step, showing what is already uploaded.
  await page.reload();
  await expectStep(page, "Documentos");
  await expect(page.getByRole("region", { name: "Contrato social" }).getByText("social_contract.pdf")).toBeVisible();
  await expect(page.getByRole("img", { name: "RG (frente) enviado" })).toBeVisible();
  await expect(page.getByText("Faltam 2 documentos")).toBeVisible();
  for (const document of DOCUMENTS.slice(2)) await upload(document);
  await keepScreenshot(page, testInfo, "wizard-documents");
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByText("Cadastro enviado — em análise")).toBeVisible();
  await keepScreenshot(page, testInfo, "wizard-submitted");
  await page.reload();
  // By role: while the page streams in behind its loading skeleton, a hidden copy of the content exists for a moment.
  await expect(page.getByRole("status").getByText("Cadastro enviado — em análise")).toBeVisible();

  await page.goto("/seller");
  await expect(page.getByRole("status").filter({ hasText: "Cadastro em análise" })).toBeVisible();
  await logOut(page);

  // The admin finds the company in the review queue and approves it.
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  await followNav(page, "Empresas", "Operações");
  await expect(page.getByRole("link", { name: /Aguardando análise/ })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("row", { name: /Padaria Sol/ });
  await expect(row).toContainText("11.444.777/0001-61");
  await expect(row).toContainText(email);
  await keepScreenshot(page, testInfo, "desk-queue");
  await row.getByRole("link", { name: /Analisar/ }).click();

  await expect(page.getByRole("heading", { name: "Padaria Sol", level: 1 })).toBeVisible();
  await expect(page.getByText("Em análise", { exact: true })).toBeVisible();
  await expect(page.getByText("529.982.247-25")).toBeVisible();
  // Relative addresses: previews built from APP_URL broke (blocked by the CSP) on any other host name.
  for (const name of ["RG (frente)", "RG (verso)", "Selfie com RG"]) {
    const preview = page.getByRole("img", { name, exact: true });
    await expect(preview).toHaveAttribute("src", /^\/api\/v1\/enterprises\/[\w-]+\/documents\/\w+\?preview=1$/);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await expect(page.getByRole("link", { name: "abrir Contrato social" })).toHaveAttribute(
    "href",
    /^\/api\/v1\/enterprises\/[\w-]+\/documents\/SOCIAL_CONTRACT$/,
  );
  await keepScreenshot(page, testInfo, "desk-review");

  // The seller has not used the e-mailed link yet: the approval waits for it.
  await expect(page.getByRole("status").filter({ hasText: "E-mail não confirmado" })).toContainText(email);
  await expect(page.getByRole("button", { name: "Aprovar" })).toHaveCount(0);
  const review = page.url();
  // The seller's link (the newest one, asked for on the home page), opened here: it works in any browser, signed in
  // or not.
  const { text } = await latestEmail(page.request, email, "Confirme seu e-mail");
  await page.goto(linkPath(text, "/verify-email/"));
  await page.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail confirmado" })).toContainText(email);
  await page.goto(review);

  await page.getByRole("button", { name: "Aprovar" }).click();
  const dialog = page.getByRole("dialog", { name: "Aprovar empresa?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Confirmar aprovação" }).click();
  await expect(page.getByText("Empresa aprovada. O vendedor já pode receber pagamentos.")).toBeVisible();
  await expect(page.getByText("Aprovada", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aprovar" })).toHaveCount(0);
  await keepScreenshot(page, testInfo, "desk-approved");
  await logOut(page);

  // The seller logs in again and the account is approved.
  await logIn(page, email);
  await expect(page).toHaveURL("/seller");
  await expect(page.getByRole("status").filter({ hasText: "Conta aprovada" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "Links" })).toBeVisible();
  await nav.getByRole("button", { name: "Configurações" }).click();
  await expect(nav.getByRole("link", { name: "Empresa", exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, "seller-approved");
});

async function registerCompanyThroughApi(request: APIRequestContext, email: string, commercialName: string) {
  const registered = await request.post("/api/v1/auth/register", {
    data: { email, password: DEMO_PASSWORD, companyName: `${commercialName} Ltda` },
  });
  expect(registered.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await registered.json()).tokens.access}` };
  const created = await request.post("/api/v1/enterprises", {
    headers,
    data: {
      commercialName,
      invoiceName: commercialName.toUpperCase(),
      averageRevenue: 10000,
      averageTicket: 50,
      productsServices: "Flores",
      contactEmail: "contato@flora.example.com.br",
      contactPhone: "11987654321",
      sellsPhysicalProducts: true,
      cnpj: CNPJ.rejection,
      companyName: `${commercialName} Ltda`,
      tradeName: commercialName,
      phone: "1133334444",
      email: "fin@flora.example.com.br",
      addressZipCode: "01310100",
      addressStreet: "Rua Augusta",
      addressNumber: "10",
      addressNeighborhood: "Consolação",
      addressCity: "São Paulo",
      addressState: "SP",
      legalRepName: "Ana Lima",
      legalRepCpf: CPF,
      legalRepRole: "Sócia",
      legalRepStartDate: "2020-01-15",
      legalRepPhone: "11912345678",
      legalRepEmail: "ana@flora.example.com.br",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (const [type, file] of [
    ["SOCIAL_CONTRACT", DOCUMENTS[0]!.file],
    ["RG_FRONT", pngFile("a.png")],
    ["RG_BACK", pngFile("b.png")],
    ["SELFIE_WITH_RG", pngFile("c.png")],
  ] as const) {
    const uploaded = await request.post(`/api/v1/enterprises/${id}/documents/${type}`, {
      headers,
      multipart: { file },
    });
    expect(uploaded.status()).toBe(201);
  }
}

test("a rejected seller reads the reason, fixes the data and sends the company back to review", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("flora");
  await registerCompanyThroughApi(request, email, "Flora Viva");

  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  await page.goto("/admin/enterprises");
  await page
    .getByRole("row", { name: /Flora Viva/ })
    .getByRole("link", { name: /Analisar/ })
    .click();
  await page.getByRole("button", { name: "Recusar" }).click();
  const dialog = page.getByRole("dialog", { name: "Recusar cadastro?" });
  await dialog.getByLabel("Motivo da recusa").fill("RG");
  await dialog.getByRole("button", { name: "Confirmar recusa" }).click();
  await expect(dialog.getByText("Explique o motivo (pelo menos 5 caracteres)")).toBeVisible();
  await keepScreenshot(page, testInfo, "desk-reject-dialog");
  await dialog.getByLabel("Motivo da recusa").fill("A foto do RG está ilegível.");
  await dialog.getByRole("button", { name: "Confirmar recusa" }).click();
  await expect(page.getByText("Cadastro recusado. O vendedor verá o motivo no painel.")).toBeVisible();
  await expect(page.getByText("Motivo: A foto do RG está ilegível.")).toBeVisible();

  // The list of all companies filters by status, with the filter kept in the query string.
  await page.goto("/admin/enterprises?view=all");
  await page.getByLabel("Situação").selectOption("REJECTED");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/status=REJECTED/);
  await expect(page.getByRole("row", { name: /Flora Viva/ })).toContainText("Recusada");
  await keepScreenshot(page, testInfo, "desk-all-rejected");
  await logOut(page);

  await logIn(page, email);
  await expect(page).toHaveURL("/seller");
  await expect(page.getByRole("alert").filter({ hasText: "Cadastro recusado" })).toBeVisible();
  await expect(page.getByText("Motivo: A foto do RG está ilegível.")).toBeVisible();
  await page.getByRole("link", { name: "Corrigir cadastro" }).click();

  // The wizard opens on the data, prefilled, with the reason on top; saving it resubmits (PATCH).
  await expect(page.getByText("Motivo: A foto do RG está ilegível.")).toBeVisible();
  await expectStep(page, "Dados da empresa");
  await expect(field(page, "CNPJ")).toHaveValue("11.222.333/0002-62");
  await keepScreenshot(page, testInfo, "wizard-rejected");
  await expect(page.getByRole("button", { name: /Documentos/ })).toBeDisabled();
  await field(page, "Nome fantasia").fill("Flora Viva Centro");
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Próximo" }).click();
  await page.getByRole("button", { name: "Salvar e continuar" }).click();
  await expectStep(page, "Documentos");
  await expect(page.getByText("Cadastro recusado")).toHaveCount(0);
  const rgFront = page.getByRole("region", { name: "RG (frente)" });
  await rgFront.locator('input[type="file"]').setInputFiles(pngFile("rg-nitido.png"));
  await expect(rgFront.getByRole("img", { name: "Prévia de RG (frente)" })).toBeVisible();
  await expect(rgFront.getByText("Enviado", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByText("Cadastro enviado — em análise")).toBeVisible();

  await page.goto("/seller");
  await expect(page.getByRole("status").filter({ hasText: "Cadastro em análise" })).toBeVisible();
  await expect(page.getByText("Flora Viva Centro")).toBeVisible();
});
