import { route } from "@pix/core/http/route";
import { UnmatchedPixParamsSchema, UnmatchedPixSchema } from "@pix/core/unmatched-pix/schema";
import { returnUnmatchedPix } from "@pix/core/unmatched-pix/service";

export const POST = route({
  auth: "admin",
  summary: "Return a held PIX to its payer",
  description:
    "A devolução of the whole PIX at the provider: RETURNING until it is done (RETURNED) or refused (RETURN_FAILED, which may be tried again). Audited.",
  tags: ["Admin"],
  params: UnmatchedPixParamsSchema,
  response: UnmatchedPixSchema,
  errors: [404, 422, 502],
  handler: ({ actor, params }) => returnUnmatchedPix(actor, params.id),
});
