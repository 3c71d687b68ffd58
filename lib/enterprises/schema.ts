import { CepSchema, CnpjSchema, CpfSchema, PhoneSchema, UfSchema } from "@/lib/br/documents";
import { MoneySchema, PaymentAmountSchema } from "@/lib/money";
import { EmailSchema, RoleSchema } from "@/lib/users/schema";
import { z } from "@/lib/zod";

export const DOCUMENT_TYPES = [
  "SOCIAL_CONTRACT",
  "RG_FRONT",
  "RG_BACK",
  "SELFIE_WITH_RG",
  "CNH_FRONT",
  "CNH_BACK",
  "SELFIE_WITH_CNH",
] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, "Tipo de documento desconhecido");
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The legal representative proves who they are with an RG or with a CNH: three pictures of either. */
export const IDENTITY_DOCUMENT_KINDS = ["RG", "CNH"] as const;
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];
export const IDENTITY_DOCUMENTS: Record<IdentityDocumentKind, readonly DocumentType[]> = {
  RG: ["RG_FRONT", "RG_BACK", "SELFIE_WITH_RG"],
  CNH: ["CNH_FRONT", "CNH_BACK", "SELFIE_WITH_CNH"],
};

/** How many documents make a company complete: its social contract and the three pictures of one identity document. */
export const REQUIRED_DOCUMENT_COUNT = 4;

export function identityKindOfType(type: DocumentType): IdentityDocumentKind | null {
  return IDENTITY_DOCUMENT_KINDS.find((kind) => IDENTITY_DOCUMENTS[kind].includes(type)) ?? null;
}

/**
 * The identity document a company's pictures are of: a CNH once one of its pictures is in, an RG otherwise. Sending
 * a picture of one kind removes those of the other, so a company never holds both.
 */
export function identityDocumentKind(documents: readonly { type: DocumentType }[]): IdentityDocumentKind {
  return documents.some((document) => identityKindOfType(document.type) === "CNH") ? "CNH" : "RG";
}

export function requiredDocumentTypes(kind: IdentityDocumentKind): DocumentType[] {
  return ["SOCIAL_CONTRACT", ...IDENTITY_DOCUMENTS[kind]];
}

/** What a company still has to send, for the identity document it sent (or, in the wizard, the one picked). */
export function missingDocumentTypes(
  documents: readonly { type: DocumentType }[],
  kind = identityDocumentKind(documents),
): DocumentType[] {
  return requiredDocumentTypes(kind).filter((type) => !documents.some((document) => document.type === type));
}

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const PICTURE = ["image/jpeg", "image/png"];

/** Which file types each document accepts (decided by the file's bytes, not its name). */
export const DOCUMENT_MEDIA_TYPES: Record<DocumentType, readonly string[]> = {
  SOCIAL_CONTRACT: ["application/pdf", "image/jpeg", "image/png"],
  RG_FRONT: PICTURE,
  RG_BACK: PICTURE,
  SELFIE_WITH_RG: PICTURE,
  CNH_FRONT: PICTURE,
  CNH_BACK: PICTURE,
  SELFIE_WITH_CNH: PICTURE,
};

/**
 * What a document's download answers: a type documents are accepted in, or opaque bytes for a stored type that no
 * longer is.
 */
export const DOCUMENT_DOWNLOAD_TYPES = [
  ...new Set(Object.values(DOCUMENT_MEDIA_TYPES).flat()),
  "application/octet-stream",
];

export const ENTERPRISE_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;

/**
 * How long the team takes to answer a complete company, as the seller is told it everywhere (the wizard, the home
 * page's checklist): the review desk's promise, to keep in step with how it is staffed.
 */
export const REVIEW_TIME = "em até 2 dias úteis";

const text = (label: string, max = 200) =>
  z.string(`Informe ${label}`).trim().min(1, `Informe ${label}`).max(max, `No máximo ${max} caracteres`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `No máximo ${max} caracteres`)
    .transform((value) => value || null)
    .nullable();

/** A boolean, or its string form as the source spec's request table shows it. */
const BooleanLike = z.union(
  [z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")],
  "Informe sim ou não",
);

const PastDateSchema = z.iso
  .date({ message: "Use uma data no formato AAAA-MM-DD", abort: true })
  .refine((value) => new Date(`${value}T00:00:00Z`).getTime() <= Date.now(), "A data não pode estar no futuro");

const WebsiteSchema = z
  .string()
  .trim()
  .max(300)
  .transform((value) => value || null)
  .refine(
    (value) => value === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value),
    "Informe um endereço começando com http:// ou https://",
  )
  .nullable();

export const enterpriseFields = {
  commercialName: text("o nome fantasia"),
  invoiceName: text("o nome na fatura"),
  averageRevenue: MoneySchema,
  // An average sale above what one payment may be is not a ticket the platform could take.
  averageTicket: PaymentAmountSchema,
  productsServices: text("os produtos ou serviços", 1000),
  website: WebsiteSchema.optional(),
  contactEmail: EmailSchema,
  contactPhone: PhoneSchema,
  sellsPhysicalProducts: BooleanLike,
  cnpj: CnpjSchema,
  companyName: text("a razão social"),
  tradeName: text("o nome comercial"),
  phone: PhoneSchema,
  email: EmailSchema,
  addressZipCode: CepSchema,
  addressStreet: text("a rua"),
  addressNumber: text("o número", 20),
  addressComplement: optionalText(100).optional(),
  addressNeighborhood: text("o bairro", 100),
  addressCity: text("a cidade", 100),
  addressState: UfSchema,
  legalRepName: text("o nome do representante"),
  legalRepCpf: CpfSchema,
  legalRepRole: text("o cargo do representante", 100),
  legalRepStartDate: PastDateSchema,
  legalRepPhone: PhoneSchema,
  legalRepEmail: EmailSchema,
};

export const CreateEnterpriseSchema = z.object(enterpriseFields).strict().meta({ id: "CreateEnterpriseInput" });

export const UpdateEnterpriseSchema = z
  .object(enterpriseFields)
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Envie ao menos um campo para alterar")
  .meta({ id: "UpdateEnterpriseInput" });

export type CreateEnterpriseInput = z.output<typeof CreateEnterpriseSchema>;
export type UpdateEnterpriseInput = z.output<typeof UpdateEnterpriseSchema>;

/** The wizard's steps, each validated on its own with the API's field rules. */
export const COMPANY_STEP_FIELDS = [
  "commercialName",
  "invoiceName",
  "companyName",
  "tradeName",
  "cnpj",
  "averageRevenue",
  "averageTicket",
  "productsServices",
  "website",
  "sellsPhysicalProducts",
  "contactEmail",
  "contactPhone",
  "email",
  "phone",
] as const;
export const ADDRESS_STEP_FIELDS = [
  "addressZipCode",
  "addressStreet",
  "addressNumber",
  "addressComplement",
  "addressNeighborhood",
  "addressCity",
  "addressState",
] as const;
export const LEGAL_REP_STEP_FIELDS = [
  "legalRepName",
  "legalRepCpf",
  "legalRepRole",
  "legalRepStartDate",
  "legalRepPhone",
  "legalRepEmail",
] as const;

export const EnterpriseIdParamsSchema = z.object({ id: z.uuid("Identificador inválido") });
export const DocumentParamsSchema = z.object({ id: z.uuid("Identificador inválido"), type: DocumentTypeSchema });

export const DocumentDownloadQuerySchema = z.object({
  preview: z
    .literal("1")
    .optional()
    .meta({ description: "1 shows an image or PDF inline (still sandboxed) instead of as an attachment" }),
});

export const RejectEnterpriseSchema = z
  .object({
    reason: z.string("Informe o motivo").trim().min(5, "Explique o motivo (pelo menos 5 caracteres)").max(1000),
  })
  .strict()
  .meta({ id: "RejectEnterpriseInput" });

export const EnterpriseListQuerySchema = z.object({
  status: z.enum(ENTERPRISE_STATUSES).optional(),
  search: z.string().trim().min(1).max(100).optional(),
});

export const EnterpriseDocumentSchema = z
  .object({
    id: z.uuid(),
    enterpriseId: z.uuid(),
    type: DocumentTypeSchema,
    url: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    uploadedAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "EnterpriseDocument" });

export const EnterpriseSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    commercialName: z.string(),
    invoiceName: z.string(),
    averageRevenue: z.number(),
    averageTicket: z.number(),
    productsServices: z.string(),
    website: z.string().nullable(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    sellsPhysicalProducts: z.boolean(),
    cnpj: z.string(),
    companyName: z.string(),
    tradeName: z.string(),
    phone: z.string(),
    email: z.string(),
    addressZipCode: z.string(),
    addressStreet: z.string(),
    addressNumber: z.string(),
    addressComplement: z.string().nullable(),
    addressNeighborhood: z.string(),
    addressCity: z.string(),
    addressState: z.string(),
    legalRepName: z.string(),
    legalRepCpf: z.string(),
    legalRepRole: z.string(),
    legalRepStartDate: z.iso.datetime(),
    legalRepPhone: z.string(),
    legalRepEmail: z.string(),
    status: z.enum(ENTERPRISE_STATUSES),
    submittedAt: z.iso.datetime().nullable(),
    reviewedAt: z.iso.datetime().nullable(),
    rejectionReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    deletedAt: z.iso.datetime().nullable(),
    identityDocumentKind: z.enum(IDENTITY_DOCUMENT_KINDS).meta({
      description:
        "The legal representative's identity document the pictures are of: RG (RG_FRONT, RG_BACK, SELFIE_WITH_RG) " +
        "or CNH (CNH_FRONT, CNH_BACK, SELFIE_WITH_CNH); RG until a CNH picture is sent",
    }),
    documents: z.array(EnterpriseDocumentSchema),
  })
  .meta({ id: "Enterprise", description: "A seller's company (KYC); money fields in reais." });

export const EnterpriseOwnerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean().meta({ description: "Whether the seller confirmed this address: approval waits for it." }),
  approved: z.boolean(),
  role: RoleSchema,
});

export const AdminEnterpriseSchema = EnterpriseSchema.extend({ user: EnterpriseOwnerSchema }).meta({
  id: "AdminEnterprise",
});

export const ApproveEnterpriseResponseSchema = z
  .object({ company: EnterpriseSchema })
  .meta({ id: "ApproveEnterpriseResponse" });

export type EnterpriseJson = z.infer<typeof EnterpriseSchema>;
export type AdminEnterpriseJson = z.infer<typeof AdminEnterpriseSchema>;
export type EnterpriseDocumentJson = z.infer<typeof EnterpriseDocumentSchema>;
