import { EndOtherSessionsSchema } from "@pix/core/accounts/schema";
import { endOtherSessions } from "@pix/core/accounts/sessions";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "user",
  summary: "End all your other sessions",
  description:
    "Browser session only (403 for API tokens): every other browser session and every API token of the person end, " +
    "the calling browser session stays. Answers how many browser sessions ended.",
  tags: ["Users"],
  response: EndOtherSessionsSchema,
  handler: ({ actor }) => endOtherSessions(actor),
});
