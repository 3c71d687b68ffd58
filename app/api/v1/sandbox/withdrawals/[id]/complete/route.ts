import { route } from "@/lib/http/route";
import { simulateSandboxPayout } from "@/lib/pix/sandbox-control";
import { WithdrawalIdParamsSchema } from "@/lib/withdrawals/schema";
import { z } from "@/lib/zod";

export const POST = route({
  auth: "public",
  summary: "Sandbox: the payout of a processing withdrawal completed",
  description: "Disabled in production unless SANDBOX=1.",
  tags: ["Sandbox"],
  params: WithdrawalIdParamsSchema,
  response: z.object({ withdrawalId: z.uuid(), callbacks: z.array(z.object({ type: z.string(), received: z.boolean(), outcome: z.string() })) }),
  errors: [404],
  rateLimit: ({ ip }) => [{ name: "sandbox-ip", key: ip, limit: 60, windowSeconds: 60 }],
  handler: ({ req, params }) => simulateSandboxPayout(params.id, "completed", req.nextUrl.origin),
});
