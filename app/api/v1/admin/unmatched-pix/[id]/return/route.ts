import { route } from "@pix/core/http/route";
import { UnmatchedPixParamsSchema, UnmatchedPixSchema } from "@pix/core/unmatched-pix/schema";
import { returnUnmatchedPix } from "@pix/core/unmatched-pix/service";

export const POST = route({
  auth: "admin",
  summary: "Return a held PIX to its payer",
  description:
    "A devolução at the provider of what is held of the PIX (its amount less the PSP's own MED devoluções of it, heldAmount): RETURNING until it is done (RETURNED) or refused (RETURN_FAILED, which may be tried again); refused once the PSP returned it all (RETURNED_BY_MED). Audited.",
  tags: ["Admin"],
  params: UnmatchedPixParamsSchema,
  response: UnmatchedPixSchema,
  errors: [404, 422, 502],
  handler: ({ actor, params }) => returnUnmatchedPix(actor, params.id),
});
