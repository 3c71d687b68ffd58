import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { listAdminPayments } from "@/lib/payments/queries";
import { AdminPaymentQuerySchema, AdminPaymentSchema } from "@/lib/payments/schema";

export const GET = route({
  auth: "admin",
  summary: "All payments, with filters and the receiving seller",
  tags: ["Admin"],
  query: AdminPaymentQuerySchema,
  response: pageSchema(AdminPaymentSchema),
  handler: ({ actor, query }) => listAdminPayments(actor, query),
});
