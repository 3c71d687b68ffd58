import { refreshLimits } from "@pix/core/auth/rate-limits";
import { RefreshSchema, TokensResponseSchema } from "@pix/core/auth/schema";
import { refresh } from "@pix/core/auth/service";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "public",
  summary: "Exchange a refresh token for a new token pair",
  description: "Each refresh token works once; presenting a spent one revokes its whole family.",
  tags: ["Authentication"],
  body: RefreshSchema,
  response: TokensResponseSchema,
  errors: [401, 429],
  rateLimit: ({ ip }) => refreshLimits(ip),
  handler: ({ body }) => refresh(body.refresh),
});
