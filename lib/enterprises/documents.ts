import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { AppError } from "@/lib/http/errors";
import { logger } from "@/lib/log";
import { storage } from "@/lib/storage";
import { type CheckedFile, checkUploadedFile, storeThenRecord, storedFileResponse } from "@/lib/storage/uploaded-file";
import { deleteDocuments, documentsOfTypes, enterpriseById, lockLiveEnterprise, upsertDocument } from "./queries";
import {
  DOCUMENT_DOWNLOAD_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  type DocumentType,
  DocumentTypeSchema,
  IDENTITY_DOCUMENTS,
  IDENTITY_DOCUMENT_KINDS,
  identityKindOfType,
} from "./schema";
import { toDocumentJson, toEnterpriseJson } from "./serializers";
import { includeDocuments, refreshReviewState } from "./service";

type PreparedDocument = CheckedFile & { type: DocumentType };

/** Checks one uploaded file: size, and its real type read from its first bytes. */
export async function prepareDocument(type: DocumentType, file: FormDataEntryValue | null): Promise<PreparedDocument> {
  const checked = await checkUploadedFile(file, {
    field: type,
    maxBytes: DOCUMENT_MAX_BYTES,
    accepted: DOCUMENT_MEDIA_TYPES[type],
    tooLarge: "Cada documento pode ter no máximo 10 MiB.",
    refused: (names) => `O documento ${type} aceita apenas ${names}.`,
  });
  return { type, ...checked };
}

/** The pictures of the other identity document than the one `types` are of: sending an RG's takes out a CNH's. */
function displacedBy(types: DocumentType[]): DocumentType[] {
  const kind = types.map(identityKindOfType).find((each) => each !== null);
  if (!kind) return [];
  return IDENTITY_DOCUMENT_KINDS.filter((other) => other !== kind).flatMap((other) => IDENTITY_DOCUMENTS[other]);
}

/**
 * Stores the files, then records them in one transaction. A failed transaction removes the new
 * files; replaced files (and the other identity document's, which these displace) are removed only
 * after the commit, so no document is ever lost.
 */
async function storeDocuments(actor: Actor, enterpriseId: string, documents: PreparedDocument[]) {
  const owned = await db().enterprise.findFirst({
    where: { id: enterpriseId, userId: actor.sellerId, deletedAt: null },
    select: { id: true },
  });
  if (!owned) throw new AppError("NOT_FOUND");
  const stored = documents.map((doc) => ({
    ...doc,
    storageKey: `enterprises/${enterpriseId}/${doc.type}/${randomUUID()}`,
  }));
  let replacedKeys: string[] = [];
  try {
    const result = await storeThenRecord(stored, () =>
      transaction(async (tx) => {
        const [locked] = await lockLiveEnterprise(tx, enterpriseId);
        if (!locked) throw new AppError("NOT_FOUND");
        if (locked.status === "APPROVED") throw new AppError("ENTERPRISE_LOCKED");
        const displaced = displacedBy(stored.map((d) => d.type));
        const previous = await documentsOfTypes(tx, enterpriseId, [...stored.map((d) => d.type), ...displaced]);
        const removed = previous.filter((doc) => displaced.includes(doc.type));
        const removedIds = removed.map((doc) => doc.id);
        if (removedIds.length) await deleteDocuments(tx, removedIds);
        const uploadedAt = new Date();
        const saved = [];
        for (const doc of stored) {
          const [row] = await upsertDocument(tx, {
            enterpriseId,
            sellerId: locked.userId,
            type: doc.type,
            storageKey: doc.storageKey,
            contentType: doc.contentType,
            sizeBytes: doc.bytes.byteLength,
            sha256: doc.sha256,
            originalName: doc.originalName,
            uploadedAt,
          });
          saved.push(row!);
        }
        const enterprise = await refreshReviewState(
          tx,
          await includeDocuments(tx, await enterpriseById(tx, enterpriseId)),
        );
        await recordAudit(tx, actor, {
          action: "enterprise.documents_uploaded",
          entityType: "enterprise",
          entityId: enterpriseId,
          after: {
            documents: saved.map((doc) => ({ type: doc.type, sha256: doc.sha256, sizeBytes: doc.sizeBytes })),
            ...(removed.length > 0 && { removed: removed.map((doc) => doc.type) }),
          },
        });
        return { saved, enterprise, replaced: previous.map((doc) => doc.storageKey) };
      }),
    );
    replacedKeys = result.replaced;
    return result;
  } finally {
    for (const key of replacedKeys) {
      await storage()
        .delete(key)
        .catch((error) => logger().warn({ err: error, key }, "could not remove a replaced document"));
    }
  }
}

/** Uploads (or replaces) one document type from the form's `file` field. */
export async function uploadDocument(actor: Actor, enterpriseId: string, type: DocumentType, form: FormData) {
  assertCan(actor, "company");
  const extra = [...form.keys()].filter((key) => key !== "file");
  if (extra.length) {
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: extra.map((path) => ({ path, message: "Campo não permitido" })),
    });
  }
  const { saved } = await storeDocuments(actor, enterpriseId, [await prepareDocument(type, form.get("file"))]);
  return toDocumentJson(saved[0]!);
}

/** Replaces a document that exists; 404 when that type was never uploaded. */
export async function replaceDocument(actor: Actor, enterpriseId: string, type: DocumentType, form: FormData) {
  assertCan(actor, "company");
  const existing = await db().enterpriseDocument.findFirst({
    where: { type, enterprise: { id: enterpriseId, userId: actor.sellerId, deletedAt: null } },
    select: { id: true },
  });
  if (!existing) throw new AppError("NOT_FOUND", "Este documento ainda não foi enviado.");
  return uploadDocument(actor, enterpriseId, type, form);
}

/** Uploads several documents at once, one form field per document type. */
export async function uploadDocuments(actor: Actor, enterpriseId: string, form: FormData) {
  assertCan(actor, "company");
  const keys = [...new Set(form.keys())];
  const details = keys
    .filter((key) => !DocumentTypeSchema.safeParse(key).success)
    .map((path) => ({ path, message: "Tipo de documento desconhecido" }));
  if (details.length) throw new AppError("VALIDATION_FAILED", undefined, { details });
  const kinds = keys.map((key) => identityKindOfType(key as DocumentType));
  const firstKind = kinds.find((kind) => kind !== null);
  const otherKind = keys.find((_, index) => kinds[index] !== null && kinds[index] !== firstKind);
  if (otherKind) {
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: [{ path: otherKind, message: "Envie as fotos de um só documento de identidade: RG ou CNH" }],
    });
  }
  if (keys.length === 0) {
    throw new AppError("VALIDATION_FAILED", "Envie ao menos um documento.", {
      details: [{ path: "file", message: "Nenhum arquivo enviado" }],
    });
  }
  const prepared = [];
  for (const key of keys as DocumentType[]) {
    if (form.getAll(key).length > 1)
      throw new AppError("VALIDATION_FAILED", undefined, {
        details: [{ path: key, message: "Envie um arquivo por tipo" }],
      });
    prepared.push(await prepareDocument(key, form.get(key)));
  }
  const { enterprise } = await storeDocuments(actor, enterpriseId, prepared);
  return toEnterpriseJson(enterprise);
}

/**
 * The file itself, for its owner or an admin, never cached and never sniffed as another type. A
 * download by default; `preview` (the admin's review page embeds images and the PDF) shows it
 * inline. Either way its CSP (lib/http/security-headers.mjs) sandboxes it into an opaque origin.
 */
export async function downloadDocument(
  actor: Actor,
  enterpriseId: string,
  type: DocumentType,
  preview = false,
): Promise<Response> {
  const document = await db().enterpriseDocument.findFirst({
    where: {
      type,
      enterprise: { id: enterpriseId, deletedAt: null, ...(actor.role !== "admin" && { userId: actor.sellerId }) },
    },
  });
  const file = document && (await storage().open(document.storageKey));
  if (!document || !file) throw new AppError("NOT_FOUND");
  // Never a stored type we do not accept (a damaged row, a type since dropped) as what it claims to be.
  return storedFileResponse(file, {
    contentType: document.contentType,
    accepted: DOCUMENT_DOWNLOAD_TYPES,
    name: type.toLowerCase(),
    preview,
  });
}
