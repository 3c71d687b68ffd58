import { type Page, expect } from "@playwright/test";
import { onePagePdf } from "../../prisma/demo/documents";

// The seller's onboarding wizard (/seller/onboarding), step by step, shared by the specs that walk through it.

// The server decides a document's type by its first bytes, so these are real (tiny) files.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = onePagePdf("Contrato social");
// An 8×8 picture encoded by Chromium's canvas.
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAbEAEAAAcAAAAAAAAAAAAAAAAAFSQxUmSCkf/EABUBAQEAAAAAAAAAAAAAAAAAAAQF/8QAHREAAQQCAwAAAAAAAAAAAAAAAQACESEDYRITQf/aAAwDAQACEQMRAD8AkkIVmbXcoAv48fXNkyZvzQ0gOdyil//Z",
  "base64",
);

export const pngFile = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
export const jpegFile = (name: string) => ({ name, mimeType: "image/jpeg", buffer: JPEG });
export const DOCUMENTS = [
  { region: "Contrato social", file: { name: "contrato-social.pdf", mimeType: "application/pdf", buffer: PDF } },
  { region: "RG (frente)", file: pngFile("rg-frente.png") },
  { region: "RG (verso)", file: pngFile("rg-verso.png") },
  { region: "Selfie com RG", file: pngFile("selfie.png") },
];

// Check digits verified against CpfSchema.
export const CPF = "52998224725";

/** A valid numeric CNPJ nobody else uses (one live company per CNPJ, and the demo data may grow). */
export function randomCnpj() {
  const digits = Array.from({ length: 12 }, (_, index) =>
    index < 8 ? Math.floor(Math.random() * 10) : [0, 0, 0, 1][index - 8]!,
  );
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join("");
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

export async function fillCompanyStep(page: Page, commercialName: string, cnpj: string) {
  await field(page, "Razão social").fill(`${commercialName} Ltda`);
  await field(page, "CNPJ").pressSequentially(cnpj);
  await expect(field(page, "CNPJ")).toHaveValue(
    cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5"),
  );
  await field(page, "Nome fantasia").fill(commercialName);
  await field(page, "Nome comercial").fill(commercialName);
  await field(page, "Nome na fatura").fill(commercialName.toUpperCase());
  await field(page, "Faturamento médio mensal").fill("2500000");
  await expect(field(page, "Faturamento médio mensal")).toHaveValue(/^R\$\s25\.000,00$/);
  await field(page, "Ticket médio").fill("3550");
  await field(page, "Produtos ou serviços vendidos").fill("Pães, bolos e café");
  await page.getByRole("radio", { name: "Sim" }).check();
  await field(page, "E-mail da empresa").fill("financeiro@padaria.example.com.br");
  await field(page, "Telefone da empresa").fill("(11) 3333-4444");
  await field(page, "E-mail de contato").fill("contato@padaria.example.com.br");
  await field(page, "Telefone de contato").fill("(11) 98765-4321");
}

export async function fillAddressStep(page: Page) {
  await field(page, "CEP").pressSequentially("01310100");
  await expect(field(page, "CEP")).toHaveValue("01310-100");
  await field(page, "Rua").fill("Avenida Paulista");
  await field(page, "Número").fill("1000");
  await field(page, "Bairro").fill("Bela Vista");
  await field(page, "Cidade").fill("São Paulo");
  await field(page, "UF").selectOption("SP");
}

export async function fillLegalRepStep(page: Page) {
  await field(page, "Nome completo").fill("Marina Souza");
  await field(page, "CPF").pressSequentially(CPF);
  await expect(field(page, "CPF")).toHaveValue("529.982.247-25");
  await field(page, "Cargo").fill("Sócia-administradora");
  await field(page, "No cargo desde").fill("2019-03-01");
  await field(page, "Telefone do representante").fill("11912345678");
  await field(page, "E-mail do representante").fill("marina@padaria.example.com.br");
}

export async function expectStep(page: Page, title: string) {
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
}

/**
 * A seller without a company, from the wizard's first step (its empty CNPJ refused) to the third, filled but never
 * saved; `check` looks at each step.
 */
export async function walkDataStepsUnsaved(page: Page, check: () => Promise<void>) {
  await expectStep(page, "Dados da empresa");
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page.getByText("CNPJ obrigatório")).toBeVisible();
  await check();
  await fillCompanyStep(page, "Café Pendente", randomCnpj());
  await page.getByRole("button", { name: "Próximo" }).click();
  await expectStep(page, "Endereço");
  await check();
  await fillAddressStep(page);
  await page.getByRole("button", { name: "Próximo" }).click();
  await expectStep(page, "Representante legal");
  await check();
}

/** A company in review that sent an RG: its wizard's documents step, a CNH picked instead (nothing sent). */
export async function pickCnhInReview(page: Page) {
  await page.getByRole("button", { name: "Corrigir dados ou documentos" }).click();
  await page
    .getByRole("navigation", { name: "Etapas do cadastro" })
    .getByRole("button", { name: /Documentos/ })
    .click();
  await expectStep(page, "Documentos");
  await page.getByRole("radio", { name: "CNH (carteira de motorista)" }).check();
  await expect(page.getByRole("region", { name: "CNH (frente)" })).toBeVisible();
  await expect(page.getByText(/As fotos do RG já enviadas serão descartadas/)).toBeVisible();
}
