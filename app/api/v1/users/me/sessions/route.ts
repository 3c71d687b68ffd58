import { BrowserSessionQuerySchema, BrowserSessionSchema } from "@pix/core/accounts/schema";
import { listBrowserSessions } from "@pix/core/accounts/sessions";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "user",
  summary: "Your browser sessions",
  description:
    "The browser sign-ins of the person still in force, most recently active first; `current` marks the one making " +
    "the request.",
  tags: ["Users"],
  query: BrowserSessionQuerySchema,
  response: pageSchema(BrowserSessionSchema),
  handler: ({ actor, query }) => listBrowserSessions(actor, query),
});
