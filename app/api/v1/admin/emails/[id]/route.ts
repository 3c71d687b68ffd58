import { EmailParamsSchema, EmailSchema } from "@/lib/email/schema";
import { getEmail } from "@/lib/email/service";
import { route } from "@/lib/http/route";

export const GET = route({
  auth: "admin",
  summary: "One e-mail of the outbox with its text and HTML parts",
  tags: ["Admin"],
  params: EmailParamsSchema,
  response: EmailSchema,
  errors: [404],
  handler: ({ actor, params }) => getEmail(actor, params.id),
});
