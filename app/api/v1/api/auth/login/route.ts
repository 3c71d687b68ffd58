import { route } from "@pix/core/http/route";
import { ApiLoginSchema, apiLogin } from "@pix/core/integrations/service";
import { z } from "@pix/core/zod";
import { perAddress } from "@pix/core/http/rate-limit";

export const POST = route({
  auth: "public",
  summary: "Log in with an API key pair",
  description:
    "The token acts for the seller on payments, links, customers, balance and (when allowed) withdrawals only.",
  tags: ["Integrations"],
  body: ApiLoginSchema,
  response: z.object({ tokens: z.object({ access: z.string() }) }),
  errors: [401],
  rateLimit: ({ ip }) => [perAddress("api-login-ip", ip, 60, 60)],
  handler: ({ body }) => apiLogin(body),
});
