import { downloadDocument, replaceDocument, uploadDocument } from "@pix/core/enterprises/documents";
import {
  DOCUMENT_DOWNLOAD_TYPES,
  DOCUMENT_MAX_BYTES,
  DocumentDownloadQuerySchema,
  DocumentParamsSchema,
  EnterpriseDocumentSchema,
} from "@pix/core/enterprises/schema";
import { route } from "@pix/core/http/route";

const form = { maxBytes: DOCUMENT_MAX_BYTES + 64 * 1024, files: ["file"] } as const;

export const POST = route({
  auth: "seller",
  summary: "Upload (or replace) one document",
  description:
    "SOCIAL_CONTRACT accepts PDF, JPEG or PNG; the others JPEG or PNG, decided by the file's bytes. 10 MiB at most.",
  tags: ["Enterprises"],
  params: DocumentParamsSchema,
  form,
  status: 201,
  response: EnterpriseDocumentSchema,
  errors: [404, 422],
  handler: ({ actor, params, form }) => uploadDocument(actor, params.id, params.type, form!),
});

export const PATCH = route({
  auth: "seller",
  summary: "Replace an uploaded document",
  tags: ["Enterprises"],
  params: DocumentParamsSchema,
  form,
  response: EnterpriseDocumentSchema,
  errors: [404, 422],
  handler: ({ actor, params, form }) => replaceDocument(actor, params.id, params.type, form!),
});

export const GET = route({
  auth: "user",
  summary: "Download a document (owner or admin)",
  description:
    "An attachment, or inline with preview=1 when it is an image or a PDF; sandboxed by its Content-Security-Policy either way. A stored type no longer accepted comes as application/octet-stream.",
  tags: ["Enterprises"],
  params: DocumentParamsSchema,
  query: DocumentDownloadQuerySchema,
  fileResponse: DOCUMENT_DOWNLOAD_TYPES,
  errors: [404],
  handler: ({ actor, params, query }) => downloadDocument(actor, params.id, params.type, query.preview === "1"),
});
