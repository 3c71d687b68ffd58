import QRCode from "qrcode";
import { AppError } from "@pix/core/http/errors";
import { route } from "@pix/core/http/route";
import { getPayment } from "@pix/core/payments/service";
import { PaymentIdParamsSchema } from "@pix/core/payments/schema";

export const GET = route({
  auth: "user",
  integration: true,
  summary: "The payment's PIX QR code as a PNG image",
  tags: ["Payments"],
  params: PaymentIdParamsSchema,
  fileResponse: ["image/png"],
  errors: [404],
  handler: async ({ actor, params }) => {
    const payment = await getPayment(actor, params.id);
    if (!payment.qrCode) throw new AppError("NOT_FOUND", "Este pagamento não tem QR Code.");
    const png = await QRCode.toBuffer(payment.qrCode, {
      type: "png",
      errorCorrectionLevel: "M",
      margin: 2,
      width: 360,
    });
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Cache-Control": "private, max-age=60" },
    });
  },
});
