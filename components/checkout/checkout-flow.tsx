"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { type BuyerDetails, CustomerForm } from "./customer-form";
import { PaymentStatus } from "./payment-status";
import type { CheckoutPayment } from "./use-checkout-payment";

type CheckoutFlowProps = {
  hash: string;
  paymentLinkId: string;
  sellerName: string;
  linkActive: boolean;
  /** The payment named in `?payment=`, read by the server so a reload lands on the same step. */
  initialPayment: CheckoutPayment | null;
  sandboxEnabled: boolean;
};

/** The buyer's steps: their details, then the charge and its outcome; the payment id lives in the URL. */
export function CheckoutFlow({
  hash,
  paymentLinkId,
  sellerName,
  linkActive,
  initialPayment,
  sandboxEnabled,
}: CheckoutFlowProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [paymentId, setPaymentId] = useState(initialPayment?.id ?? null);
  const [buyer, setBuyer] = useState<BuyerDetails | null>(null);
  // Steps that appear after the page has loaded take the focus; the first one does not.
  const [loaded, setLoaded] = useState(false);
  // Set after the first render on purpose: it is what tells the steps apart.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setLoaded(true), []);

  function showPayment(id: string | null) {
    setPaymentId(id);
    router.replace(id ? `${pathname}?payment=${encodeURIComponent(id)}` : pathname, { scroll: false });
  }

  if (!paymentId) {
    return (
      <CustomerForm
        hash={hash}
        paymentLinkId={paymentLinkId}
        initialBuyer={buyer}
        moveFocus={loaded}
        onCreated={(id, details) => {
          setBuyer(details);
          showPayment(id);
        }}
      />
    );
  }
  return (
    <PaymentStatus
      key={paymentId}
      hash={hash}
      paymentId={paymentId}
      sellerName={sellerName}
      initialPayment={initialPayment}
      sandboxEnabled={sandboxEnabled}
      moveFocus={loaded}
      onNewPayment={linkActive ? () => showPayment(null) : null}
    />
  );
}
