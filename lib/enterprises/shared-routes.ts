import "#server-only";
import { route } from "@/lib/http/route";
import { uploadDocuments } from "./documents";
import { approveEnterprise } from "./review";
import {
  ApproveEnterpriseResponseSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  EnterpriseIdParamsSchema,
  EnterpriseSchema,
  REQUIRED_DOCUMENT_COUNT,
} from "./schema";

// The contract gives these operations two paths each; both path files export the same handler.

export const approveEnterpriseRoute = route({
  auth: "admin",
  summary: "Approve an enterprise; its owner becomes an approved seller",
  tags: ["Admin"],
  params: EnterpriseIdParamsSchema,
  response: ApproveEnterpriseResponseSchema,
  errors: [404],
  handler: ({ actor, params }) => approveEnterprise(actor, params.id),
});

export const uploadDocumentsRoute = route({
  auth: "seller",
  summary: "Upload documents, one multipart field per type",
  tags: ["Enterprises"],
  params: EnterpriseIdParamsSchema,
  // One identity document's pictures at a time: at most the four documents of a complete company.
  form: { maxBytes: REQUIRED_DOCUMENT_COUNT * DOCUMENT_MAX_BYTES + 64 * 1024, files: DOCUMENT_TYPES },
  status: 201,
  response: EnterpriseSchema,
  errors: [404, 422],
  handler: ({ actor, params, form }) => uploadDocuments(actor, params.id, form!),
});
