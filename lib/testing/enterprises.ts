import { cnpj } from "cpf-cnpj-validator";
import { db } from "@/lib/db/client";
import { type IdentityDocumentKind, requiredDocumentTypes } from "@/lib/enterprises/schema";
import type { ApiClient } from "./http";

/** The smallest files whose first bytes identify them as PNG, JPEG and PDF. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3c6a70000000049454e44ae426082",
  "hex",
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0"),
  Buffer.alloc(64, 1),
]);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** Valid input with a fresh CNPJ, formatted as people type it. */
export function validEnterpriseInput(overrides: Record<string, unknown> = {}) {
  return {
    commercialName: "Loja Teste",
    invoiceName: "LOJA TESTE LTDA",
    averageRevenue: "50000.00",
    averageTicket: 150.5,
    productsServices: "Camisetas",
    website: "https://loja.example.com.br",
    contactEmail: "contato@loja.example.com.br",
    contactPhone: "(11) 98765-4321",
    sellsPhysicalProducts: "true",
    cnpj: cnpj.generate(true),
    companyName: "Loja Teste Ltda",
    tradeName: "Loja Teste",
    phone: "1133334444",
    email: "financeiro@loja.example.com.br",
    addressZipCode: "01310-100",
    addressStreet: "Avenida Paulista",
    addressNumber: "1000",
    addressComplement: "",
    addressNeighborhood: "Bela Vista",
    addressCity: "São Paulo",
    addressState: "sp",
    legalRepName: "Marina Souza",
    legalRepCpf: "529.982.247-25",
    legalRepRole: "Sócia",
    legalRepStartDate: "2019-03-01",
    legalRepPhone: "11912345678",
    legalRepEmail: "marina@loja.example.com.br",
    ...overrides,
  };
}

export function fileForm(field: string, bytes: Buffer, name = "arquivo.bin") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** The four documents of a complete company, its representative's identity an RG or a CNH. */
export function allDocumentsForm(kind: IdentityDocumentKind = "RG") {
  const form = new FormData();
  for (const type of requiredDocumentTypes(kind))
    form.append(type, new Blob([new Uint8Array(type === "SOCIAL_CONTRACT" ? PDF : PNG)]), `${type}.bin`);
  return form;
}

/** A seller's enterprise with every document, i.e. waiting in the review queue. */
export async function createSubmittedEnterprise(
  api: ApiClient,
  token: string,
  overrides: Record<string, unknown> = {},
  kind: IdentityDocumentKind = "RG",
) {
  const created = await api.post("/api/v1/enterprises", { token, body: validEnterpriseInput(overrides) });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const uploaded = await api.post(`/api/v1/enterprises/${created.body.id}/documents`, {
    token,
    form: allDocumentsForm(kind),
  });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
  return uploaded.body;
}

export async function auditActions(entityId: string) {
  return (await db().auditLog.findMany({ where: { entityId }, orderBy: { createdAt: "asc" } })).map(
    (entry) => entry.action,
  );
}
