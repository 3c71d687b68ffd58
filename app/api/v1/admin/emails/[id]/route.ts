import { EmailParamsSchema, EmailSchema } from "@pix/core/email/schema";
import { getEmail } from "@pix/core/email/service";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "admin",
  summary: "One e-mail of the outbox with its text and HTML parts",
  tags: ["Admin"],
  params: EmailParamsSchema,
  response: EmailSchema,
  errors: [404],
  handler: ({ actor, params }) => getEmail(actor, params.id),
});
