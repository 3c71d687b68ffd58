import { centsToReais } from "@/lib/money";
import { route } from "@/lib/http/route";
import { paymentTotals } from "@/lib/payments/queries";
import { AdminTotalsQuerySchema, BillingSchema } from "@/lib/payments/schema";

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
