import { FeeIdParamsSchema, FeeSchema, SellerFeesSchema } from "@pix/core/fees/schema";
import { updateFeeRoute } from "@pix/core/fees/routes";
import { getFeeOrSellerFees } from "@pix/core/fees/service";
import { route } from "@pix/core/http/route";
import { z } from "@pix/core/zod";

export const GET = route({
  auth: "admin",
  summary: "Get a fee, or the fees that apply to a seller",
  description: "The id is a fee's id or a seller's user id; the latter answers { sellerId, fees }.",
  tags: ["Admin"],
  params: FeeIdParamsSchema,
  response: z.union([FeeSchema, SellerFeesSchema]),
  errors: [404],
  handler: ({ actor, params }) => getFeeOrSellerFees(actor, params.id),
});

export const PUT = updateFeeRoute;
