import { route } from "@pix/core/http/route";
import { SellerAccountSchema } from "@pix/core/team/schema";
import { myAccounts } from "@pix/core/team/service";
import { z } from "@pix/core/zod";

export const GET = route({
  auth: "user",
  summary: "The seller accounts you work in",
  description:
    "Your own account first. API calls act in it unless the `X-Seller-Id` header names another one of these " +
    "(403 if you are not in its team); the browser keeps the choice made in the header.",
  tags: ["Team"],
  response: z.array(SellerAccountSchema),
  handler: ({ actor }) => myAccounts(actor),
});
