import { EnterpriseIdParamsSchema, EnterpriseSchema } from "@pix/core/enterprises/schema";
import { uploadDocumentsRoute } from "@pix/core/enterprises/shared-routes";
import { deleteEnterprise, getEnterprise } from "@pix/core/enterprises/service";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "user",
  summary: "Get an enterprise (owner or admin)",
  tags: ["Enterprises"],
  params: EnterpriseIdParamsSchema,
  response: EnterpriseSchema,
  errors: [404],
  handler: ({ actor, params }) => getEnterprise(actor, params.id),
});

export const POST = uploadDocumentsRoute;

export const DELETE = route({
  auth: "user",
  summary: "Delete an enterprise (owner or admin, soft delete)",
  tags: ["Enterprises"],
  params: EnterpriseIdParamsSchema,
  status: 204,
  errors: [404],
  handler: ({ actor, params }) => deleteEnterprise(actor, params.id),
});
