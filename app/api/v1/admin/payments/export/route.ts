import { route } from "@/lib/http/route";
import { exportPaymentsCsv, MAX_EXPORT_ROWS } from "@/lib/payments/export";
import { AdminTotalsQuerySchema, PAYMENT_STATUSES } from "@/lib/payments/schema";
import { z } from "@/lib/zod";

export const GET = route({
  auth: "admin",
  summary: `Payments as CSV with the admin list's filters (newest first, at most ${MAX_EXPORT_ROWS} rows)`,
  tags: ["Admin"],
  query: AdminTotalsQuerySchema.safeExtend({ status: z.enum(PAYMENT_STATUSES).optional(), search: z.string().trim().min(1).max(100).optional() }),
  fileResponse: ["text/csv"],
  handler: async ({ actor, query }) => {
    const day = new Date().toISOString().slice(0, 10);
    return new Response(exportPaymentsCsv(actor, query), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="pagamentos-${day}.csv"` },
    });
  },
});
