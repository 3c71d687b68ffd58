import { route } from "@pix/core/http/route";
import { PaymentListTotalsSchema, paymentListTotals } from "@pix/core/payments/list-totals";
import { PaymentFilterQuerySchema } from "@pix/core/payments/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Totals of your payments list",
  description:
    "With the list's filters (status, startDate/endDate, paymentLinkId, search): how many payments, what they charged, and what the paid ones net, over every page.",
  tags: ["Payments"],
  query: PaymentFilterQuerySchema,
  response: PaymentListTotalsSchema,
  handler: ({ actor, query }) => paymentListTotals(actor, query),
});
