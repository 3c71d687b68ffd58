import { route } from "@/lib/http/route";
import { simulateSandboxPayment } from "@/lib/pix/sandbox-control";
import { PaymentIdParamsSchema } from "@/lib/payments/schema";
import { z } from "@/lib/zod";

export const POST = route({
  auth: "public",
  summary: "Sandbox: act as the buyer's bank and pay a charge",
  description: "Disabled in production unless SANDBOX=1.",
  tags: ["Sandbox"],
  params: PaymentIdParamsSchema,
  response: z.object({ paymentId: z.uuid(), callbacks: z.array(z.object({ type: z.string(), received: z.boolean(), outcome: z.string() })) }),
  errors: [404],
  rateLimit: ({ ip }) => [{ name: "sandbox-ip", key: ip, limit: 60, windowSeconds: 60 }],
  handler: ({ req, params }) => simulateSandboxPayment(params.id, req.nextUrl.origin),
});
