import { BalanceSchema, sellerBalance } from "@pix/core/ledger/balances";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your balances: available, pending withdrawal and reserved",
  tags: ["Balance"],
  response: BalanceSchema,
  handler: ({ actor }) => sellerBalance(actor),
});
