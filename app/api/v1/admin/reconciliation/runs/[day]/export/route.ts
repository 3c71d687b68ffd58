import { route } from "@/lib/http/route";
import { exportDifferencesCsv } from "@/lib/reconciliation/export";
import { RunDayParamsSchema } from "@/lib/reconciliation/schema";

export const GET = route({
  auth: "admin",
  summary: "A day's differences with the PSP as CSV",
  tags: ["Admin"],
  params: RunDayParamsSchema,
  errors: [404],
  fileResponse: ["text/csv"],
  handler: async ({ actor, params }) =>
    new Response(await exportDifferencesCsv(actor, params.day), {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="conciliacao-${params.day}.csv"` },
    }),
});
