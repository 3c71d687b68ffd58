import { route } from "@/lib/http/route";
import { UserIdParamsSchema } from "@/lib/users/schema";
import { deleteUser } from "@/lib/users/service";

export const DELETE = route({
  auth: "admin",
  summary: "Soft-delete a user (admin alias)",
  tags: ["Admin"],
  params: UserIdParamsSchema,
  status: 204,
  errors: [404, 422],
  handler: ({ actor, params }) => deleteUser(actor, params.id),
});
