import { route } from "@pix/core/http/route";
import { CheckoutParamsSchema } from "@pix/core/payments/schema";
import { getCheckoutReceipt } from "@pix/core/receipts/receipt";
import { renderReceiptPdf } from "@pix/core/receipts/receipt-pdf";

export const GET = route({
  auth: "public",
  summary: "The buyer's receipt (comprovante) of a paid payment made through a link, as a PDF",
  description:
    "Reached as the checkout reaches its payment: by the link's hash and the payment's id together. A payment not paid yet has no receipt (422).",
  tags: ["Checkout"],
  params: CheckoutParamsSchema,
  errors: [404, 422],
  fileResponse: ["application/pdf"],
  handler: async ({ params }) => {
    const receipt = await getCheckoutReceipt(params.ref, params.paymentId);
    return new Response(new Uint8Array(await renderReceiptPdf(receipt)), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="comprovante-${receipt.paymentId}.pdf"`,
      },
    });
  },
});
