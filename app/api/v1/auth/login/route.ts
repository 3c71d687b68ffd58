import { loginLimits } from "@/lib/auth/rate-limits";
import { LoginResponseSchema, LoginSchema } from "@/lib/auth/schema";
import { login } from "@/lib/auth/service";
import { route } from "@/lib/http/route";

export const POST = route({
  auth: "public",
  summary: "Log in with email and password",
  description: "Wrong password and unknown email answer the same 401.",
  tags: ["Authentication"],
  body: LoginSchema,
  response: LoginResponseSchema,
  errors: [401, 429],
  rateLimit: ({ ip, body }) => loginLimits(ip, body.email),
  handler: ({ body }) => login(body),
});
