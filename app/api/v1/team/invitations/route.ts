import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { InvitationSchema, InviteMemberSchema } from "@pix/core/team/schema";
import { inviteMember, listInvitations } from "@pix/core/team/service";

export const POST = route({
  auth: "seller",
  summary: "Invite someone to the team",
  description:
    "Owners only, with a second-factor code when theirs is on. E-mails a single-use link valid for 7 days; a new invitation to the same address replaces the open one. " +
    "409 ALREADY_MEMBER when the address is in the team already. 30 an hour per account; 5 a day while its company " +
    "is not approved.",
  tags: ["Team"],
  body: InviteMemberSchema,
  status: 201,
  response: InvitationSchema,
  errors: [409, 429],
  // Anyone can register an account and name it: before approval, its invitations would be our e-mails, saying what
  // they chose, to any address.
  rateLimit: ({ actor }) =>
    actor!.approved
      ? [{ name: "team-invite", key: actor!.sellerId, limit: 30, windowSeconds: 60 * 60 }]
      : [{ name: "team-invite-unapproved", key: actor!.sellerId, limit: 5, windowSeconds: 24 * 60 * 60 }],
  handler: ({ actor, body }) => inviteMember(actor, body),
});

export const GET = route({
  auth: "seller",
  summary: "Open invitations",
  description: "Owners only: the invitations not yet accepted, cancelled or expired.",
  tags: ["Team"],
  query: PageQuerySchema,
  response: pageSchema(InvitationSchema),
  handler: ({ actor, query }) => listInvitations(actor, query),
});
