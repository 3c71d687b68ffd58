import { rejectEnterprise } from "@/lib/enterprises/review";
import { ApproveEnterpriseResponseSchema, EnterpriseIdParamsSchema, RejectEnterpriseSchema } from "@/lib/enterprises/schema";
import { route } from "@/lib/http/route";

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
