import { readBodyBytes } from "@pix/core/http/body";
import { route } from "@pix/core/http/route";
import { receiveProviderCallback } from "@pix/core/payments/provider-facts";
import { z } from "@pix/core/zod";

const MAX_CALLBACK_BYTES = 64 * 1024;

export const POST = route({
  auth: "public",
  summary: "Callback from a PIX provider (signed; replays change nothing)",
  tags: ["Providers"],
  params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
  response: z.object({ received: z.boolean(), outcome: z.string() }),
  errors: [401, 404, 413],
  // The signature covers the exact bytes sent, so the body is read raw, not parsed first.
  handler: async ({ req, params }) => {
    const raw = new TextDecoder().decode(await readBodyBytes(req, MAX_CALLBACK_BYTES));
    return receiveProviderCallback(params.name, raw, req.headers);
  },
});
