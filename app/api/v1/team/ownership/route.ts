import { route } from "@pix/core/http/route";
import { TransferOwnershipSchema } from "@pix/core/team/schema";
import { transferOwnership } from "@pix/core/team/service";

export const POST = route({
  auth: "seller",
  summary: "Hand the account over to another member",
  description:
    "Owners only, with their password and, when theirs is on, a second-factor code. The member named becomes owner and the caller takes `myNewRole`. Audited.",
  tags: ["Team"],
  body: TransferOwnershipSchema,
  status: 204,
  errors: [404],
  rateLimit: ({ actor }) => [{ name: "team-ownership", key: actor!.userId, limit: 10, windowSeconds: 15 * 60 }],
  handler: ({ actor, body }) => transferOwnership(actor, body),
});
