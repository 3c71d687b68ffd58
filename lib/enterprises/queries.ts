import "#server-only";
import { type DocumentType, type Enterprise, Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import type { CreateEnterpriseInput } from "./schema";

/** An enterprises row in full, as the Prisma model reads it. */
const ENTERPRISE = {
  id: "uuid",
  userId: "uuid",
  commercialName: "text",
  invoiceName: "text",
  averageRevenue: "int8",
  averageTicket: "int4",
  productsServices: "text",
  website: "text | null",
  contactEmail: "text",
  contactPhone: "text",
  sellsPhysicalProducts: "bool",
  cnpj: "text",
  companyName: "text",
  tradeName: "text",
  phone: "text",
  email: "text",
  addressZipCode: "text",
  addressStreet: "text",
  addressNumber: "text",
  addressComplement: "text | null",
  addressNeighborhood: "text",
  addressCity: "text",
  addressState: "text",
  legalRepName: "text",
  legalRepCpf: "text",
  legalRepRole: "text",
  legalRepStartDate: "date",
  legalRepPhone: "text",
  legalRepEmail: "text",
  status: "EnterpriseStatus",
  submittedAt: "timestamptz | null",
  reviewedAt: "timestamptz | null",
  reviewedById: "uuid | null",
  rejectionReason: "text | null",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
  deletedAt: "timestamptz | null",
} as const;

/** An enterprise_documents row in full, as the Prisma model reads it. */
const DOCUMENT = {
  id: "uuid",
  enterpriseId: "uuid",
  sellerId: "uuid",
  type: "DocumentType",
  storageKey: "text",
  contentType: "text",
  sizeBytes: "int4",
  sha256: "text",
  originalName: "text | null",
  uploadedAt: "timestamptz",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

/** The columns the seller fills in, one per field of the enterprise's form (lib/enterprises/schema.ts). */
const FIELD_COLUMNS = Object.keys({
  commercialName: true,
  invoiceName: true,
  averageRevenue: true,
  averageTicket: true,
  productsServices: true,
  website: true,
  contactEmail: true,
  contactPhone: true,
  sellsPhysicalProducts: true,
  cnpj: true,
  companyName: true,
  tradeName: true,
  phone: true,
  email: true,
  addressZipCode: true,
  addressStreet: true,
  addressNumber: true,
  addressComplement: true,
  addressNeighborhood: true,
  addressCity: true,
  addressState: true,
  legalRepName: true,
  legalRepCpf: true,
  legalRepRole: true,
  legalRepStartDate: true,
  legalRepPhone: true,
  legalRepEmail: true,
} satisfies Record<keyof CreateEnterpriseInput, true>) as (keyof CreateEnterpriseInput & keyof Enterprise)[];

/** What a seller's create or change writes; an absent field is left out (its default, or as it was). */
export type EnterpriseColumns = Partial<Pick<Enterprise, (typeof FIELD_COLUMNS)[number]>>;

/** The present fields of `columns`, each as its quoted name and its value. */
function presentFields(columns: EnterpriseColumns) {
  return FIELD_COLUMNS.filter((column) => columns[column] !== undefined).map((column) => ({
    name: Prisma.raw(`"${column}"`),
    value: columns[column],
  }));
}

const EXAMPLE_FIELDS: EnterpriseColumns = {
  commercialName: "Loja",
  averageRevenue: 100_000n,
  averageTicket: 5_000,
  website: null,
  sellsPhysicalProducts: true,
  legalRepStartDate: AT,
};

/** Holds, until the transaction ends, the lock every registration of this CNPJ takes. */
export const lockCnpj = defineCommand({
  name: "enterprises.lockCnpj",
  sql: (cnpj: string) => Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cnpj:${cnpj}`}, 0))`,
  examples: [["11222333000181"]],
});

export const lockUser = defineQuery({
  name: "enterprises.lockUser",
  columns: { id: "uuid" },
  sql: (userId: string) => Prisma.sql`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
  examples: [[ID]],
});

export const lockLiveEnterpriseOf = defineQuery({
  name: "enterprises.lockLiveEnterpriseOf",
  columns: ENTERPRISE,
  sql: (userId: string) => Prisma.sql`
    SELECT * FROM enterprises WHERE "userId" = ${userId}::uuid AND "deletedAt" IS NULL FOR UPDATE`,
  examples: [[ID]],
});

export const lockLiveEnterprise = defineQuery({
  name: "enterprises.lockLiveEnterprise",
  columns: ENTERPRISE,
  sql: (id: string) => Prisma.sql`
    SELECT * FROM enterprises WHERE id = ${id}::uuid AND "deletedAt" IS NULL FOR UPDATE`,
  examples: [[ID]],
});

/** Approves the owner; the first approval dates the seller (a second company does not make them new again). */
export const approveOwner = defineQuery({
  name: "enterprises.approveOwner",
  columns: { email: "text" },
  sql: (userId: string) =>
    Prisma.sql`UPDATE users SET approved = true, "approvedAt" = coalesce("approvedAt", now()), "updatedAt" = now() WHERE id = ${userId}::uuid RETURNING email`,
  examples: [[ID]],
});

/** The owner of a deleted company is no longer an approved seller. */
export const disapproveOwner = defineCommand({
  name: "enterprises.disapproveOwner",
  sql: (userId: string) =>
    Prisma.sql`UPDATE users SET approved = false, "updatedAt" = now() WHERE id = ${userId}::uuid`,
  examples: [[ID]],
});

export const enterpriseById = defineQuery({
  name: "enterprises.enterpriseById",
  columns: ENTERPRISE,
  sql: (id: string) => Prisma.sql`SELECT * FROM enterprises WHERE id = ${id}::uuid`,
  examples: [[ID]],
});

/** The user's live company, if any. */
export const liveEnterpriseIdOf = defineQuery({
  name: "enterprises.liveEnterpriseIdOf",
  columns: { id: "uuid" },
  sql: (userId: string) => Prisma.sql`
    SELECT id FROM enterprises WHERE "userId" = ${userId}::uuid AND "deletedAt" IS NULL LIMIT 1`,
  examples: [[ID]],
});

/** A live company with that CNPJ other than `exceptId`. */
export const enterpriseIdWithCnpj = defineQuery({
  name: "enterprises.enterpriseIdWithCnpj",
  columns: { id: "uuid" },
  sql: (cnpj: string, exceptId: string | null) => Prisma.sql`
    SELECT id FROM enterprises WHERE cnpj = ${cnpj} AND "deletedAt" IS NULL
    ${exceptId === null ? Prisma.empty : Prisma.sql`AND id <> ${exceptId}::uuid`} LIMIT 1`,
  examples: [
    ["11222333000181", null],
    ["11222333000181", ID],
  ],
});

/** The live company `id`, the owner's only when `ownerId` is given. */
export const liveEnterprise = defineQuery({
  name: "enterprises.liveEnterprise",
  columns: { id: "uuid", userId: "uuid", status: "EnterpriseStatus" },
  sql: (id: string, ownerId: string | null) => Prisma.sql`
    SELECT id, "userId", status FROM enterprises WHERE id = ${id}::uuid AND "deletedAt" IS NULL
    ${ownerId === null ? Prisma.empty : Prisma.sql`AND "userId" = ${ownerId}::uuid`} LIMIT 1`,
  examples: [
    [ID, null],
    [ID, ID],
  ],
});

export const insertEnterprise = defineQuery({
  name: "enterprises.insertEnterprise",
  columns: ENTERPRISE,
  sql: (userId: string, columns: EnterpriseColumns) => {
    const fields = presentFields(columns);
    return Prisma.sql`
      INSERT INTO enterprises (id, "userId", ${Prisma.join(fields.map((field) => field.name))}, "updatedAt")
      VALUES (gen_random_uuid(), ${userId}::uuid, ${Prisma.join(fields.map((field) => field.value))}, now())
      RETURNING *`;
  },
  examples: [[ID, EXAMPLE_FIELDS]],
});

export const updateEnterprise = defineQuery({
  name: "enterprises.updateEnterprise",
  columns: ENTERPRISE,
  sql: (id: string, columns: EnterpriseColumns) => {
    const set = presentFields(columns).map((field) => Prisma.sql`${field.name} = ${field.value}`);
    return Prisma.sql`
      UPDATE enterprises SET ${Prisma.join([...set, Prisma.sql`"updatedAt" = now()`])}
      WHERE id = ${id}::uuid RETURNING *`;
  },
  examples: [[ID, EXAMPLE_FIELDS]],
});

/**
 * Puts the company (back) in review, complete since `submittedAt` or not complete (null); a `resubmitted` one
 * drops its previous review.
 */
export const setReviewState = defineQuery({
  name: "enterprises.setReviewState",
  columns: ENTERPRISE,
  sql: (id: string, submittedAt: Date | null, resubmitted: boolean) => Prisma.sql`
    UPDATE enterprises SET status = 'PENDING', "submittedAt" = ${submittedAt}::timestamptz,
    ${resubmitted ? Prisma.sql`"rejectionReason" = NULL, "reviewedAt" = NULL, "reviewedById" = NULL,` : Prisma.empty}
    "updatedAt" = now() WHERE id = ${id}::uuid RETURNING *`,
  examples: [
    [ID, AT, false],
    [ID, null, true],
  ],
});

export const approveEnterpriseRow = defineQuery({
  name: "enterprises.approveEnterpriseRow",
  columns: ENTERPRISE,
  sql: (id: string, reviewedAt: Date, reviewedById: string) => Prisma.sql`
    UPDATE enterprises SET status = 'APPROVED', "reviewedAt" = ${reviewedAt}::timestamptz,
    "reviewedById" = ${reviewedById}::uuid, "rejectionReason" = NULL, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT, ID]],
});

/** Refuses the company: it leaves the review queue until the seller changes it. */
export const rejectEnterpriseRow = defineQuery({
  name: "enterprises.rejectEnterpriseRow",
  columns: ENTERPRISE,
  sql: (id: string, reviewedAt: Date, reviewedById: string, reason: string) => Prisma.sql`
    UPDATE enterprises SET status = 'REJECTED', "reviewedAt" = ${reviewedAt}::timestamptz,
    "reviewedById" = ${reviewedById}::uuid, "rejectionReason" = ${reason}, "submittedAt" = NULL, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT, ID, "motivo"]],
});

/** A soft delete: the company also leaves the review queue. */
export const deleteEnterpriseRow = defineCommand({
  name: "enterprises.deleteEnterpriseRow",
  sql: (id: string, deletedAt: Date) => Prisma.sql`
    UPDATE enterprises SET "deletedAt" = ${deletedAt}::timestamptz, "submittedAt" = NULL, "updatedAt" = now()
    WHERE id = ${id}::uuid`,
  examples: [[ID, AT]],
});

export const documentsOf = defineQuery({
  name: "enterprises.documentsOf",
  columns: DOCUMENT,
  sql: (enterpriseId: string) => Prisma.sql`
    SELECT * FROM enterprise_documents WHERE "enterpriseId" = ${enterpriseId}::uuid`,
  examples: [[ID]],
});

export const documentsOfTypes = defineQuery({
  name: "enterprises.documentsOfTypes",
  columns: DOCUMENT,
  sql: (enterpriseId: string, types: DocumentType[]) => Prisma.sql`
    SELECT * FROM enterprise_documents
    WHERE "enterpriseId" = ${enterpriseId}::uuid AND type = ANY(${types}::"DocumentType"[])`,
  examples: [[ID, ["RG_FRONT", "CNH_FRONT"]]],
});

export const deleteDocuments = defineCommand({
  name: "enterprises.deleteDocuments",
  sql: (ids: string[]) => Prisma.sql`DELETE FROM enterprise_documents WHERE id = ANY(${ids}::uuid[])`,
  examples: [[[ID]]],
});

export type StoredDocument = {
  enterpriseId: string;
  /** The company's, enterprises.userId. */
  sellerId: string;
  type: DocumentType;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  originalName: string | null;
  uploadedAt: Date;
};

/** Records the company's document of that type, replacing the one it had. */
export const upsertDocument = defineQuery({
  name: "enterprises.upsertDocument",
  columns: DOCUMENT,
  sql: (doc: StoredDocument) => Prisma.sql`
    INSERT INTO enterprise_documents
      (id, "enterpriseId", "sellerId", type, "storageKey", "contentType", "sizeBytes", sha256, "originalName",
       "uploadedAt", "updatedAt")
    VALUES (gen_random_uuid(), ${doc.enterpriseId}::uuid, ${doc.sellerId}::uuid, ${doc.type}::"DocumentType",
      ${doc.storageKey}, ${doc.contentType}, ${doc.sizeBytes}, ${doc.sha256}, ${doc.originalName},
      ${doc.uploadedAt}::timestamptz, now())
    ON CONFLICT ("enterpriseId", type) DO UPDATE SET
      "storageKey" = EXCLUDED."storageKey", "contentType" = EXCLUDED."contentType",
      "sizeBytes" = EXCLUDED."sizeBytes", sha256 = EXCLUDED.sha256, "originalName" = EXCLUDED."originalName",
      "uploadedAt" = EXCLUDED."uploadedAt", "updatedAt" = now()
    RETURNING *`,
  examples: [
    [
      {
        enterpriseId: ID,
        sellerId: ID,
        type: "RG_FRONT",
        storageKey: "k",
        contentType: "image/png",
        sizeBytes: 1,
        sha256: "h",
        originalName: null,
        uploadedAt: AT,
      },
    ],
  ],
});
