import { type Locator, type Page, expect } from "@playwright/test";
import { DEMO_PASSWORD, expectAccessible, keepScreenshot, logIn, openPage, test } from "./helpers";
import {
  DOCUMENTS,
  expectStep,
  field,
  fillAddressStep,
  fillCompanyStep,
  fillLegalRepStep,
  pngFile,
  randomCnpj,
  uniqueEmail,
} from "./onboarding-wizard";

// A seller who has just registered: the home page's first steps, and the company's wizard starting from what
// registration asked, its masks and its messages, on a desktop and on a phone. The same account on both (one
// registration: the server allows 10 an hour from one address), the company sent from the desktop with a CNH.
test.describe.configure({ mode: "serial" });

const COMPANY = `Mercearia Início ${Date.now().toString(36)}`;
const EMAIL = uniqueEmail("inicio");
const CNPJ = randomCnpj();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const STEPS = ["Empresa aprovada", "Chave PIX de saque", "Primeiro link de pagamento", "Primeira venda"];

let desktop: Page;
let phone: Page;

test.beforeAll(async ({ browser }, workerInfo) => {
  desktop = await openPage(browser, workerInfo.project.use);
  phone = await openPage(browser, workerInfo.project.use, PHONE);
});

test.afterAll(async () => {
  await Promise.all([desktop, phone].map((page) => page.context().close()));
});

const checklistOf = (page: Page) => page.getByRole("region", { name: "Primeiros passos" });

/** A brand-new seller's checklist: nothing done, the company's form the one way forward. */
async function expectFreshChecklist(checklist: Locator) {
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText("0 de 4 concluídos");
  for (const step of STEPS)
    await expect(checklist.getByRole("listitem").filter({ hasText: step })).toContainText("Pendente");
  await expect(checklist.getByText("Disponível após a aprovação da empresa")).toHaveCount(3);
  await expect(checklist.getByRole("link")).toHaveCount(1);
  await expect(checklist.getByRole("link", { name: "Completar cadastro" })).toHaveAttribute(
    "href",
    "/seller/onboarding",
  );
}

/** The first step, as registration left it, then what "Próximo" says of an empty CNPJ. */
async function expectPrefilledCompanyStep(page: Page) {
  await expect(page).toHaveURL("/seller/onboarding");
  await expect(page.getByText("a análise sai em até 2 dias úteis")).toBeVisible();
  await expectStep(page, "Dados da empresa");
  await expect(field(page, "Razão social")).toHaveValue(`${COMPANY} Ltda`);
  await expect(field(page, "E-mail da empresa")).toHaveValue(EMAIL);
  await expect(field(page, "E-mail de contato")).toHaveValue(EMAIL);
  await expect(field(page, "CNPJ")).toHaveValue("");
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("CNPJ obrigatório")).toBeVisible();
  await expect(field(page, "CNPJ")).toBeFocused();
}

/** Types digits only, as people do, and reads back the masked value. */
async function expectMasked(page: Page, label: string, typed: string, shown: string) {
  await field(page, label).clear();
  await field(page, label).pressSequentially(typed);
  await expect(field(page, label)).toHaveValue(shown);
}

test("a new seller registers and finds the first steps on the home page", async ({}, testInfo) => {
  await desktop.goto("/register");
  await desktop.getByLabel("Nome da empresa").fill(`${COMPANY} Ltda`);
  await desktop.getByLabel("E-mail").fill(EMAIL);
  await desktop.getByLabel("Senha").fill(DEMO_PASSWORD);
  await desktop.getByRole("button", { name: "Criar conta" }).click();
  await expect(desktop).toHaveURL("/seller");
  await expectFreshChecklist(checklistOf(desktop));
  await keepScreenshot(desktop, testInfo, "desktop-checklist");
  await expectAccessible(desktop);

  await checklistOf(desktop).getByRole("link", { name: "Completar cadastro" }).click();
  await expectPrefilledCompanyStep(desktop);
  await expectMasked(desktop, "CNPJ", CNPJ, CNPJ.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5"));
  await expect(desktop.getByText("CNPJ obrigatório")).toHaveCount(0);
  await expectMasked(desktop, "Telefone da empresa", "1133334444", "(11) 3333-4444");
  await expectMasked(desktop, "Telefone de contato", "11987654321", "(11) 98765-4321");
  await keepScreenshot(desktop, testInfo, "desktop-wizard-prefilled");
  await expectAccessible(desktop);
});

test("on a phone, the same seller sees the first steps and the prefilled, masked wizard", async ({}, testInfo) => {
  await logIn(phone, EMAIL);
  await expect(phone).toHaveURL("/seller");
  await expectFreshChecklist(checklistOf(phone));
  await keepScreenshot(phone, testInfo, "phone-checklist");

  await checklistOf(phone).getByRole("link", { name: "Completar cadastro" }).click();
  await expectPrefilledCompanyStep(phone);
  await expectMasked(phone, "Telefone de contato", "11987654321", "(11) 98765-4321");
  await keepScreenshot(phone, testInfo, "phone-wizard-errors");

  await field(phone, "CNPJ").clear();
  await fillCompanyStep(phone, COMPANY, CNPJ);
  await phone.getByRole("button", { name: "Próximo" }).click();
  await expectStep(phone, "Endereço");
  await expectMasked(phone, "CEP", "01310100", "01310-100");
  await fillAddressStep(phone);
  await phone.getByRole("button", { name: "Próximo" }).click();
  await expectStep(phone, "Representante legal");
  await expectMasked(phone, "CPF", "52998224725", "529.982.247-25");
  await expectMasked(phone, "Telefone do representante", "11912345678", "(11) 91234-5678");
  await keepScreenshot(phone, testInfo, "phone-wizard-legal-rep");
  // Not saved here: the desktop sends the company.
});

test("the seller sends the company with a CNH, and the first steps say how long the review takes", async ({}, testInfo) => {
  test.setTimeout(90_000);
  await field(desktop, "CNPJ").clear();
  await fillCompanyStep(desktop, COMPANY, CNPJ);
  await desktop.getByRole("button", { name: "Próximo" }).click();
  await expectStep(desktop, "Endereço");
  await fillAddressStep(desktop);
  await desktop.getByRole("button", { name: "Próximo" }).click();
  await expectStep(desktop, "Representante legal");
  await fillLegalRepStep(desktop);
  await expect(field(desktop, "Telefone do representante")).toHaveValue("(11) 91234-5678");
  await desktop.getByRole("button", { name: "Salvar e continuar" }).click();
  await expectStep(desktop, "Documentos");

  // An RG is asked for until the seller picks a CNH; then the CNH's three pictures are.
  await expect(desktop.getByRole("radio", { name: "RG (carteira de identidade)" })).toBeChecked();
  await desktop.getByRole("radio", { name: "CNH (carteira de motorista)" }).check();
  await expect(desktop.getByRole("region", { name: "RG (frente)" })).toHaveCount(0);
  const upload = async (region: string, file: Parameters<Locator["setInputFiles"]>[0]) => {
    const card = desktop.getByRole("region", { name: region });
    await card.locator('input[type="file"]').setInputFiles(file);
    await expect(card.getByText("Enviado", { exact: true })).toBeVisible();
  };
  await upload("Contrato social", DOCUMENTS[0]!.file);
  await upload("CNH (frente)", pngFile("cnh-frente.png"));
  await upload("CNH (verso)", pngFile("cnh-verso.png"));
  await expect(desktop.getByText("Falta 1 documento")).toBeVisible();
  await upload("Selfie com CNH", pngFile("selfie-cnh.png"));
  await keepScreenshot(desktop, testInfo, "desktop-wizard-cnh");
  await expectAccessible(desktop);
  await desktop.getByRole("button", { name: "Concluir" }).click();

  const notice = desktop.getByRole("status").filter({ hasText: "Cadastro enviado — em análise" });
  await expect(notice).toContainText("em até 2 dias úteis");
  for (const document of ["CNH (frente)", "CNH (verso)", "Selfie com CNH"])
    await expect(desktop.getByRole("listitem").filter({ hasText: document })).toContainText("Enviado em");

  await desktop.goto("/seller");
  const checklist = checklistOf(desktop);
  await expect(checklist.getByRole("listitem").filter({ hasText: "Empresa aprovada" })).toContainText(
    "Cadastro em análise: a resposta sai em até 2 dias úteis.",
  );
  await expect(checklist.getByRole("link")).toHaveCount(0);
  await keepScreenshot(desktop, testInfo, "desktop-checklist-in-review");
  await expectAccessible(desktop);
});
