import { rejectEnterprise } from "@pix/core/enterprises/review";
import {
  ApproveEnterpriseResponseSchema,
  EnterpriseIdParamsSchema,
  RejectEnterpriseSchema,
} from "@pix/core/enterprises/schema";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "admin",
  summary: "Reject an enterprise under review, with a reason shown to the seller",
  tags: ["Admin"],
  params: EnterpriseIdParamsSchema,
  body: RejectEnterpriseSchema,
  response: ApproveEnterpriseResponseSchema,
  errors: [404],
  handler: ({ actor, params, body }) => rejectEnterprise(actor, params.id, body.reason),
});
