import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { listAdminPayments } from "@pix/core/payments/service";
import { AdminPaymentQuerySchema, AdminPaymentSchema } from "@pix/core/payments/schema";

export const GET = route({
  auth: "admin",
  summary: "All payments, with filters and the receiving seller",
  tags: ["Admin"],
  query: AdminPaymentQuerySchema,
  response: pageSchema(AdminPaymentSchema),
  handler: ({ actor, query }) => listAdminPayments(actor, query),
});
