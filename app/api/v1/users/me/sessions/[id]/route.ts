import { BrowserSessionParamsSchema } from "@pix/core/accounts/schema";
import { endBrowserSession } from "@pix/core/accounts/sessions";
import { route } from "@pix/core/http/route";

export const DELETE = route({
  auth: "user",
  summary: "End one of your browser sessions",
  description:
    "Its next request is refused and that browser has to sign in again. 404 for a session not yours or over.",
  tags: ["Users"],
  params: BrowserSessionParamsSchema,
  status: 204,
  errors: [404],
  handler: ({ actor, params }) => endBrowserSession(actor, params.id),
});
