import { FeeIdParamsSchema, FeeSchema, SellerFeesSchema } from "@/lib/fees/schema";
import { updateFeeRoute } from "@/lib/fees/routes";
import { getFeeOrSellerFees } from "@/lib/fees/service";
import { route } from "@/lib/http/route";
import { z } from "@/lib/zod";

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
