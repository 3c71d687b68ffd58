import { registerLimits } from "@pix/core/auth/rate-limits";
import { RegisterResponseSchema, RegisterSchema } from "@pix/core/auth/schema";
import { register } from "@pix/core/auth/service";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "public",
  summary: "Create a seller account",
  tags: ["Authentication"],
  body: RegisterSchema,
  status: 201,
  response: RegisterResponseSchema,
  errors: [409, 429],
  rateLimit: ({ ip }) => registerLimits(ip),
  handler: ({ body }) => register(body),
});
