import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { UserSchema } from "@/lib/users/schema";
import { listMembers } from "@/lib/users/service";

export const GET = route({
  auth: "admin",
  summary: "List administrators",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(UserSchema),
  handler: ({ actor, query }) => listMembers(actor, query),
});
