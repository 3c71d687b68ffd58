import {
  INFRACTION_FILE_DOWNLOAD_TYPES,
  InfractionFileParamsSchema,
  InfractionFileQuerySchema,
} from "@pix/core/infractions/schema";
import { downloadInfractionFile } from "@pix/core/infractions/responses";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "user",
  integration: true,
  summary: "Download a file of an answer to a MED infraction (the seller's team or an admin)",
  description:
    "An attachment, or inline with preview=1; sandboxed by its Content-Security-Policy either way. Another seller's is 404.",
  tags: ["Balance"],
  params: InfractionFileParamsSchema,
  query: InfractionFileQuerySchema,
  fileResponse: INFRACTION_FILE_DOWNLOAD_TYPES,
  errors: [404],
  handler: ({ actor, params, query }) => downloadInfractionFile(actor, params.id, params.fileId, query.preview === "1"),
});
