import { registerLimits } from "@/lib/auth/rate-limits";
import { RegisterResponseSchema, RegisterSchema } from "@/lib/auth/schema";
import { register } from "@/lib/auth/service";
import { route } from "@/lib/http/route";

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
