import { route } from "@pix/core/http/route";
import { getPayoutKey, setPayoutKey } from "@pix/core/withdrawals/payout-keys";
import { PayoutKeySchema, PutPayoutKeySchema } from "@pix/core/withdrawals/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your payout PIX key",
  description: "The key every withdrawal goes to; 404 while none is registered.",
  tags: ["Withdrawals"],
  response: PayoutKeySchema,
  errors: [404],
  handler: ({ actor }) => getPayoutKey(actor),
});

export const PUT = route({
  auth: "approvedSeller",
  summary: "Register or change your payout PIX key",
  description:
    "Browser session only (403 for API tokens), with your password. A change holds payouts to the new key for 24 h (payableFrom), is audited, " +
    "and sends the payout_key.changed event. A first payout to an e-mail, phone or random key waits for an admin's approval.",
  tags: ["Withdrawals"],
  body: PutPayoutKeySchema,
  response: PayoutKeySchema,
  rateLimit: ({ actor }) => [{ name: "payout-key-change", key: actor!.sellerId, limit: 10, windowSeconds: 15 * 60 }],
  handler: ({ actor, body }) => setPayoutKey(actor, body),
});
