import { centsToReais } from "@pix/core/money";
import { route } from "@pix/core/http/route";
import { paymentTotals } from "@pix/core/payments/service";
import { AdminTotalsQuerySchema, BillingSchema } from "@pix/core/payments/schema";

export const GET = route({
  auth: "admin",
  summary: "Billing: finished amount after gateway fees, counts and cancelled amount",
  tags: ["Admin"],
  query: AdminTotalsQuerySchema,
  response: BillingSchema,
  handler: async ({ actor, query }) => {
    const totals = await paymentTotals(actor, query);
    return {
      totalAmountWithFeesGateway: centsToReais(totals.finishedAfterGateway),
      totalFinishedPayments: totals.finishedCount,
      totalPendingPayments: totals.pendingCount,
      totalAmountCancelled: centsToReais(totals.cancelledAmount),
    };
  },
});
