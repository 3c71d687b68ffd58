import { route } from "@pix/core/http/route";
import { simulateSandboxPayment } from "@pix/core/payments/sandbox";
import { PaymentIdParamsSchema, SandboxPaymentResultSchema } from "@pix/core/payments/schema";
import { perAddress } from "@pix/core/http/rate-limit";

export const POST = route({
  auth: "public",
  summary: "Sandbox: act as the buyer's bank and pay a charge",
  description:
    "Applies the sandbox provider's signed callbacks in process, through the settlement a real provider's callback takes. Disabled in production unless SANDBOX=1.",
  tags: ["Sandbox"],
  params: PaymentIdParamsSchema,
  response: SandboxPaymentResultSchema,
  errors: [404],
  rateLimit: ({ ip }) => [perAddress("sandbox-ip", ip, 60, 60)],
  handler: ({ params }) => simulateSandboxPayment(params.id),
});
