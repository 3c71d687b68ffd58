import { refreshLimits } from "@pix/core/auth/rate-limits";
import { RefreshSchema } from "@pix/core/auth/schema";
import { logout } from "@pix/core/auth/service";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "public",
  summary: "Revoke a refresh token and its family",
  tags: ["Authentication"],
  body: RefreshSchema,
  status: 204,
  errors: [401, 429],
  rateLimit: ({ ip }) => refreshLimits(ip),
  handler: ({ body }) => logout(body.refresh),
});
