import { route } from "@pix/core/http/route";
import { UserIdParamsSchema } from "@pix/core/users/schema";
import { deleteUser } from "@pix/core/users/service";

export const DELETE = route({
  auth: "admin",
  summary: "Soft-delete a user (admin alias)",
  tags: ["Admin"],
  params: UserIdParamsSchema,
  status: 204,
  errors: [404, 422],
  handler: ({ actor, params }) => deleteUser(actor, params.id),
});
