import { refreshLimits } from "@/lib/auth/rate-limits";
import { RefreshSchema } from "@/lib/auth/schema";
import { logout } from "@/lib/auth/service";
import { route } from "@/lib/http/route";

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
