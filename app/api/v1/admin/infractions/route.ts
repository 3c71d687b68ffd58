import {
  InfractionQuerySchema,
  InfractionSchema,
  InfractionWithResponsesSchema,
  OpenInfractionSchema,
} from "@pix/core/infractions/schema";
import { listInfractions, openInfraction } from "@pix/core/infractions/service";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "admin",
  summary: "MED infractions, newest first, by status, seller or payment, each with the seller's answers",
  tags: ["Admin"],
  query: InfractionQuerySchema,
  response: pageSchema(InfractionWithResponsesSchema),
  handler: ({ actor, query }) => listInfractions(actor, query),
});

export const POST = route({
  auth: "admin",
  summary: "Open a MED infraction on a finished payment",
  description:
    "Holds the amount (default: all of the payment not yet refunded) in the seller's ledger: it leaves the available balance, which may go below zero (future sales cover it first; withdrawals stop while it is short), and shows as heldBalance. Deadline: 7 days (the receiving PSP's time to answer). Event infraction.opened. Audited. 422 INVALID_STATUS_TRANSITION (not FINISHED, or an infraction already open), REFUND_EXCEEDS_PAYMENT.",
  tags: ["Admin"],
  body: OpenInfractionSchema,
  status: 201,
  response: InfractionSchema,
  errors: [404, 422],
  handler: ({ actor, body }) => openInfraction(actor, body),
});
