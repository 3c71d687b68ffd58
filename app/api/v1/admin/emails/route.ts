import { EmailQuerySchema, EmailSummarySchema } from "@pix/core/email/schema";
import { listEmails } from "@pix/core/email/service";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "admin",
  summary: "E-mails of the outbox, newest first",
  description:
    "Every e-mail the platform queued, sent or not. Without SMTP_URL this is the built-in mailbox: messages are kept here instead of sent.",
  tags: ["Admin"],
  query: EmailQuerySchema,
  response: pageSchema(EmailSummarySchema),
  handler: ({ actor, query }) => listEmails(actor, query),
});
