import { AuditEntrySchema, AuditQuerySchema, listAuditLog } from "@/lib/audit/queries";
import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";

export const GET = route({
  auth: "admin",
  summary: "The audit log: admin actions and credential changes",
  tags: ["Admin"],
  query: AuditQuerySchema,
  response: pageSchema(AuditEntrySchema),
  handler: ({ actor, query }) => listAuditLog(actor, query),
});
