import { centsToReais } from "@/lib/money";
import { route } from "@/lib/http/route";
import { paymentTotals } from "@/lib/payments/queries";
import { AdminTotalsQuerySchema, TotalTransactionsSchema } from "@/lib/payments/schema";

export const GET = route({
  auth: "admin",
  summary: "Totals: sellers' net of finished payments and counts",
  tags: ["Admin"],
  query: AdminTotalsQuerySchema,
  response: TotalTransactionsSchema,
  handler: async ({ actor, query }) => {
    const totals = await paymentTotals(actor, query);
    return {
      totalAmountWithAllFees: centsToReais(totals.finishedNet),
      totalPayments: totals.totalPayments,
      totalFinishedPayments: totals.finishedCount,
      totalPendingPayments: totals.pendingCount,
    };
  },
});
