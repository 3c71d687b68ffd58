import { SellerFeesSchema } from "@pix/core/fees/schema";
import { sellerFees } from "@pix/core/fees/service";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "seller",
  summary: "The fees that apply to you",
  tags: ["Fees"],
  response: SellerFeesSchema,
  handler: ({ actor }) => sellerFees(actor),
});
