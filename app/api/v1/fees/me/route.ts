import { SellerFeesSchema } from "@/lib/fees/schema";
import { sellerFees } from "@/lib/fees/service";
import { route } from "@/lib/http/route";

export const GET = route({
  auth: "seller",
  summary: "The fees that apply to you",
  tags: ["Fees"],
  response: SellerFeesSchema,
  handler: ({ actor }) => sellerFees(actor.userId),
});
