import { centsToReais } from "@pix/core/money";
import { route } from "@pix/core/http/route";
import { paymentTotals } from "@pix/core/payments/service";
import { AdminTotalsQuerySchema, TotalTransactionsSchema } from "@pix/core/payments/schema";

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
