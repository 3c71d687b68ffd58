import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { MemberSchema } from "@pix/core/team/schema";
import { listMembers } from "@pix/core/team/service";

export const GET = route({
  auth: "seller",
  summary: "The account's team",
  description: "Everyone who works in the seller account, with their role; every member may read it.",
  tags: ["Team"],
  query: PageQuerySchema,
  response: pageSchema(MemberSchema),
  handler: ({ actor, query }) => listMembers(actor, query),
});
