"use client";

import { PaymentDrawer } from "@/components/payments/payment-drawer";
import { usePaymentInUrl } from "@/components/payments/payment-url";
import { Button } from "@/components/ui/button";

/** The drawer of the payment the admin page's URL names (?payment=<id>), read from the API. */
export function AdminPaymentDrawer({ basePath }: { basePath: string }) {
  const drawer = usePaymentInUrl();
  return <PaymentDrawer paymentId={drawer.id} onClose={drawer.close} area="admin" basePath={basePath} />;
}

/** Opens a payment's drawer over the admin's list, through the URL. */
export function PaymentDetailsButton({ paymentId, buyer }: { paymentId: string; buyer: string }) {
  const drawer = usePaymentInUrl();
  return (
    <Button type="button" variant="ghost" onClick={() => drawer.open(paymentId)} size="sm">
      Detalhes<span className="sr-only"> do pagamento de {buyer}</span>
    </Button>
  );
}
