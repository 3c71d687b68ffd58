// The company waiting in the admin's review queue. It is registered and submitted through the
// services the API routes call, so its files sit in the storage and their types come from their bytes.
import { type Actor, sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { uploadDocuments } from "@/lib/enterprises/documents";
import { CreateEnterpriseSchema } from "@/lib/enterprises/schema";
import { createEnterprise } from "@/lib/enterprises/service";
import { kycDocuments } from "./documents";

export const REVIEW_SELLER_EMAIL = "analise@demo.pix.br";

/** As the seller types it in the wizard. The CNPJ and CPF (valid check digits) are used nowhere else. */
export const REVIEW_COMPANY = {
  commercialName: "Ateliê Ipê",
  invoiceName: "ATELIE IPE CERAMICA",
  averageRevenue: 18_000,
  averageTicket: 180,
  productsServices: "Cerâmica artesanal: louças, vasos e cursos de torno",
  website: "https://ateliepe.example.com.br",
  contactEmail: "contato@ateliepe.example.com.br",
  contactPhone: "(71) 98123-4567",
  sellsPhysicalProducts: true,
  cnpj: "45.831.627/0001-22",
  companyName: "Ateliê Ipê Cerâmica Ltda",
  tradeName: "Ateliê Ipê",
  phone: "(71) 3321-4455",
  email: "financeiro@ateliepe.example.com.br",
  addressZipCode: "40140-110",
  addressStreet: "Rua do Carmo",
  addressNumber: "45",
  addressComplement: "Loja 2",
  addressNeighborhood: "Santo Antônio",
  addressCity: "Salvador",
  addressState: "BA",
  legalRepName: "Iara Moura Santana",
  legalRepCpf: "318.274.659-64",
  legalRepRole: "Sócia-administradora",
  legalRepStartDate: "2022-08-15",
  legalRepPhone: "(71) 99876-1234",
  legalRepEmail: "iara@ateliepe.example.com.br",
};

/**
 * Registers the company and sends its four documents, once: after that, what the seller or the
 * admin did with it stays. Only a start that stopped before the documents is finished here.
 */
export async function ensureCompanyAwaitingReview() {
  const user = await db().user.findUniqueOrThrow({
    where: { email: REVIEW_SELLER_EMAIL },
    include: {
      enterprises: { select: { id: true, deletedAt: true, submittedAt: true, documents: { select: { type: true } } } },
    },
  });
  if (user.enterprises.some((enterprise) => enterprise.deletedAt || enterprise.submittedAt)) return;
  const actor: Actor = { ...sessionActor(user), via: "bearer" };
  const enterprise =
    user.enterprises[0] ?? (await createEnterprise(actor, CreateEnterpriseSchema.parse(REVIEW_COMPANY)));
  const form = new FormData();
  for (const { type, name, bytes } of kycDocuments()) {
    if (!enterprise.documents.some((uploaded) => uploaded.type === type))
      form.append(type, new Blob([new Uint8Array(bytes)]), name);
  }
  await uploadDocuments(actor, enterprise.id, form);
}
