import { SellerFeePreviewInputSchema, SellerFeePreviewSchema } from "@pix/core/fees/schema";
import { previewSellerFees } from "@pix/core/fees/service";
import { route } from "@pix/core/http/route";
import { SellerIdParamsSchema } from "@pix/core/withdrawals/schema";

export const POST = route({
  auth: "admin",
  summary: "Preview a seller's fees after adding or switching off one of their own (nothing is saved)",
  description:
    "The fees that apply to the seller now and after the change, picked as payments pick them: an own active fee of a target replaces every platform default of that target. Each fee says whether it keeps, starts or stops applying.",
  tags: ["Admin"],
  params: SellerIdParamsSchema,
  body: SellerFeePreviewInputSchema,
  response: SellerFeePreviewSchema,
  errors: [404],
  handler: ({ actor, params, body }) => previewSellerFees(actor, params.sellerId, body),
});
