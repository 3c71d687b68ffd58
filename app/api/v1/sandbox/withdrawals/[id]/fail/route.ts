import { route } from "@pix/core/http/route";
import { simulateSandboxPayout } from "@pix/core/withdrawals/sandbox";
import { SandboxPayoutResultSchema, WithdrawalIdParamsSchema } from "@pix/core/withdrawals/schema";
import { perAddress } from "@pix/core/http/rate-limit";

export const POST = route({
  auth: "public",
  summary: "Sandbox: the payout of a processing withdrawal failed",
  description:
    "Applies the sandbox provider's signed callbacks in process, through the settlement a real provider's callback takes. Disabled in production unless SANDBOX=1.",
  tags: ["Sandbox"],
  params: WithdrawalIdParamsSchema,
  response: SandboxPayoutResultSchema,
  errors: [404],
  rateLimit: ({ ip }) => [perAddress("sandbox-ip", ip, 60, 60)],
  handler: ({ params }) => simulateSandboxPayout(params.id, "failed"),
});
