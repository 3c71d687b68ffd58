import {
  INFRACTION_FILE_MAX_BYTES,
  INFRACTION_FILES_MAX,
  InfractionParamsSchema,
  InfractionResponseFormSchema,
  InfractionResponseSchema,
} from "@pix/core/infractions/schema";
import { answerInfraction } from "@pix/core/infractions/responses";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "seller",
  integration: true,
  summary: "Answer an open MED infraction with text and files, for the admin to read before deciding",
  description:
    "multipart/form-data: `text` (10 to 4000 characters) and up to 5 `files` (the field repeated), each a PDF, JPEG or PNG by its first bytes, 10 MiB at most. Owner and finance roles. Up to 10 answers while the infraction is OPEN. Audited. 415 a file of another type; 413 a file too large; 422 INVALID_STATUS_TRANSITION (resolved), LIMIT_EXCEEDED.",
  tags: ["Balance"],
  params: InfractionParamsSchema,
  form: {
    maxBytes: INFRACTION_FILES_MAX * INFRACTION_FILE_MAX_BYTES + 64 * 1024,
    files: ["files"],
    fields: InfractionResponseFormSchema,
  },
  status: 201,
  response: InfractionResponseSchema,
  errors: [404, 422],
  handler: ({ actor, params, form }) => answerInfraction(actor, params.id, form!),
});
