import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { UserSchema } from "@pix/core/users/schema";
import { listMembers } from "@pix/core/users/service";

export const GET = route({
  auth: "admin",
  summary: "List administrators",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(UserSchema),
  handler: ({ actor, query }) => listMembers(actor, query),
});
