import "#server-only";
import type { Enterprise, EnterpriseDocument, User } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { centsToReais } from "@/lib/money";
import { documentPath } from "./document-path";
import { DOCUMENT_TYPES, type EnterpriseDocumentJson, type EnterpriseJson, identityDocumentKind } from "./schema";

export type EnterpriseWithDocuments = Enterprise & { documents: EnterpriseDocument[] };
export type EnterpriseWithOwner = EnterpriseWithDocuments & { user: User };

export function toDocumentJson(document: EnterpriseDocument): EnterpriseDocumentJson {
  return {
    id: document.id,
    enterpriseId: document.enterpriseId,
    type: document.type,
    url: `${env().APP_URL.replace(/\/+$/, "")}${documentPath(document)}`,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    uploadedAt: document.uploadedAt.toISOString(),
    createdAt: document.createdAt.toISOString(),
  };
}

export function toEnterpriseJson(enterprise: EnterpriseWithDocuments): EnterpriseJson {
  const { documents, averageRevenue, averageTicket, reviewedById: _reviewer, ...fields } = enterprise;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    ...fields,
    averageRevenue: centsToReais(averageRevenue),
    averageTicket: centsToReais(averageTicket),
    legalRepStartDate: enterprise.legalRepStartDate.toISOString(),
    submittedAt: iso(enterprise.submittedAt),
    reviewedAt: iso(enterprise.reviewedAt),
    createdAt: enterprise.createdAt.toISOString(),
    updatedAt: enterprise.updatedAt.toISOString(),
    deletedAt: iso(enterprise.deletedAt),
    identityDocumentKind: identityDocumentKind(documents),
    documents: [...documents]
      .sort((a, b) => DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type))
      .map(toDocumentJson),
  };
}

export function toAdminEnterpriseJson(enterprise: EnterpriseWithOwner) {
  const { user, ...rest } = enterprise;
  return {
    ...toEnterpriseJson(rest),
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      approved: user.approved,
      role: user.role,
    },
  };
}
