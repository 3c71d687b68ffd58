import { FormProvider, useForm } from "react-hook-form";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EnterpriseDocumentJson, EnterpriseJson } from "@/lib/enterprises/schema";
import { AddressStep } from "./address-step";
import { CompanyStep } from "./company-step";
import { DocumentGallery } from "./document-gallery";
import { EnterpriseDetails } from "./enterprise-details";
import { type EnterpriseFormValues, formValuesFrom } from "./enterprise-form-values";
import { LegalRepStep } from "./legal-rep-step";

const REGISTRATION = { companyName: "Padaria Sol Ltda", email: "dona@padaria.example.com" };

const SAVED = {
  id: "11111111-1111-4111-8111-111111111111",
  userId: "22222222-2222-4222-8222-222222222222",
  commercialName: "Padaria Sol",
  invoiceName: "PADARIA SOL",
  averageRevenue: 25000,
  averageTicket: 35.5,
  productsServices: "Pães",
  website: null,
  contactEmail: "contato@padaria.example.com",
  contactPhone: "11987654321",
  sellsPhysicalProducts: true,
  cnpj: "11444777000161",
  companyName: "Padaria Sol Ltda",
  tradeName: "Padaria Sol",
  phone: "1133334444",
  email: "financeiro@padaria.example.com",
  addressZipCode: "01310100",
  addressStreet: "Avenida Paulista",
  addressNumber: "1000",
  addressComplement: null,
  addressNeighborhood: "Bela Vista",
  addressCity: "São Paulo",
  addressState: "SP",
  legalRepName: "Marina Souza",
  legalRepCpf: "52998224725",
  legalRepRole: "Sócia",
  legalRepStartDate: "2019-03-01T00:00:00.000Z",
  legalRepPhone: "5511912345678",
  legalRepEmail: "marina@padaria.example.com",
  status: "PENDING",
  submittedAt: null,
  reviewedAt: null,
  rejectionReason: null,
  createdAt: "2026-11-27T12:00:00.000Z",
  updatedAt: "2026-11-27T12:00:00.000Z",
  deletedAt: null,
  identityDocumentKind: "RG",
  documents: [],
} satisfies EnterpriseJson;

function Steps({ values }: { values: EnterpriseFormValues }) {
  const form = useForm<EnterpriseFormValues>({ defaultValues: values });
  return (
    <FormProvider {...form}>
      <CompanyStep />
      <AddressStep />
      <LegalRepStep />
    </FormProvider>
  );
}

/** The input labelled `label`, as rendered: its attributes in order. */
function input(html: string, label: string) {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  expect(id, label).toBeDefined();
  return new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

const render = (values: EnterpriseFormValues) => renderToStaticMarkup(<Steps values={values} />);

describe("the wizard's fields", () => {
  it("start a new company with what registration asked: the company name and the e-mail", () => {
    // The plain fields are uncontrolled (react-hook-form fills them in the browser): their starting values.
    expect(formValuesFrom(null, REGISTRATION)).toMatchObject({
      companyName: "Padaria Sol Ltda",
      email: "dona@padaria.example.com",
      contactEmail: "dona@padaria.example.com",
      commercialName: "",
      legalRepEmail: "",
    });
    expect(input(render(formValuesFrom(null, REGISTRATION)), "CNPJ")).toContain('value=""');
    // A saved company's own values win over registration's.
    expect(formValuesFrom({ ...SAVED, email: "outro@padaria.example.com" }, REGISTRATION).email).toBe(
      "outro@padaria.example.com",
    );
  });

  it("mask CNPJ, CEP, CPF and phones, showing a saved company as people type it", () => {
    const html = render(formValuesFrom(SAVED, REGISTRATION));
    expect(input(html, "CNPJ")).toContain('value="11.444.777/0001-61"');
    expect(input(html, "CEP")).toContain('value="01310-100"');
    expect(input(html, "CPF")).toContain('value="529.982.247-25"');
    expect(input(html, "Telefone da empresa")).toContain('value="(11) 3333-4444"');
    expect(input(html, "Telefone de contato")).toContain('value="(11) 98765-4321"');
    expect(input(html, "Telefone do representante")).toContain('value="+55 (11) 91234-5678"');
  });

  it("show the shape each masked field takes", () => {
    const html = render(formValuesFrom(null, REGISTRATION));
    expect(input(html, "CNPJ")).toContain('placeholder="00.000.000/0000-00"');
    expect(input(html, "CEP")).toContain('placeholder="00000-000"');
    expect(input(html, "CPF")).toContain('placeholder="000.000.000-00"');
    for (const label of ["Telefone de contato", "Telefone do representante"]) {
      expect(input(html, label)).toContain('placeholder="(00) 00000-0000"');
      expect(input(html, label)).toContain('type="tel"');
    }
    expect(input(html, "Telefone da empresa")).toContain('placeholder="(00) 0000-0000"');
  });
});

describe("what the admin reviews", () => {
  const document = (type: EnterpriseDocumentJson["type"]): EnterpriseDocumentJson => ({
    id: "33333333-3333-4333-8333-333333333333",
    enterpriseId: SAVED.id,
    type,
    url: `http://localhost/api/v1/enterprises/${SAVED.id}/documents/${type}`,
    contentType: type === "SOCIAL_CONTRACT" ? "application/pdf" : "image/png",
    sizeBytes: 2048,
    uploadedAt: "2026-11-27T12:00:00.000Z",
    createdAt: "2026-11-27T12:00:00.000Z",
  });

  it("names the identity document the representative sent, and shows the pictures of that one", () => {
    const documents = (["SOCIAL_CONTRACT", "CNH_FRONT", "CNH_BACK", "SELFIE_WITH_CNH"] as const).map(document);
    const details = renderToStaticMarkup(
      <EnterpriseDetails enterprise={{ ...SAVED, identityDocumentKind: "CNH", documents }} />,
    );
    expect(details).toMatch(/<dt[^>]*>Documento de identidade<\/dt><dd[^>]*>CNH \(carteira de motorista\)<\/dd>/);

    const gallery = renderToStaticMarkup(<DocumentGallery documents={documents} />);
    for (const label of ["Contrato social", "CNH (frente)", "CNH (verso)", "Selfie com CNH"])
      expect(gallery).toContain(`>${label}</span>`);
    expect(gallery).not.toContain("RG (frente)");
    expect(gallery).not.toContain("Não enviado");
  });

  it("shows an RG's three slots, sent or not, for a company that sent no CNH", () => {
    const gallery = renderToStaticMarkup(<DocumentGallery documents={[document("RG_FRONT")]} />);
    expect(gallery).toContain(">RG (frente)</span>");
    expect(gallery).toContain(">Selfie com RG</span>");
    expect(gallery.match(/Não enviado/g)).toHaveLength(3);
  });
});
