import { AuditEntrySchema, AuditQuerySchema, listAuditLog } from "@pix/core/audit/queries";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "admin",
  summary: "The audit log: admin actions and credential changes",
  tags: ["Admin"],
  query: AuditQuerySchema,
  response: pageSchema(AuditEntrySchema),
  handler: ({ actor, query }) => listAuditLog(actor, query),
});
