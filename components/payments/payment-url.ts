"use client";

import { useSearchParams } from "next/navigation";
import { z } from "@/lib/zod";

/** The query parameter that opens a payment's drawer over its list: /seller/payments?payment=<id>. */
export const PAYMENT_PARAM = "payment";

/** Marks a history entry the drawer was opened into, so closing it goes back instead of leaving a twin entry. */
const OPENED_HERE = "paymentDrawer";

/** The page of `basePath` with the payment's drawer open: the sale's own URL. */
export function paymentPath(basePath: string, id: string) {
  return `${basePath}?${PAYMENT_PARAM}=${id}`;
}

const PaymentIdSchema = z.uuid();

/**
 * The payment whose drawer is open, as the URL names it, so a reload or a shared link opens it again. Opening adds a
 * history entry (the phone's Back closes the drawer); closing goes back to the list's entry, or, on a URL that came
 * open, drops the parameter in place.
 */
export function usePaymentInUrl() {
  const named = useSearchParams().get(PAYMENT_PARAM);
  const id = PaymentIdSchema.safeParse(named).success ? named : null;

  function open(paymentId: string) {
    const params = new URLSearchParams(window.location.search);
    params.set(PAYMENT_PARAM, paymentId);
    window.history.pushState({ [OPENED_HERE]: true }, "", `?${params}`);
  }

  function close() {
    const params = new URLSearchParams(window.location.search);
    // Already closed by the URL (Back): nothing left to undo.
    if (!params.has(PAYMENT_PARAM)) return;
    if ((window.history.state as Record<string, unknown> | null)?.[OPENED_HERE]) {
      window.history.back();
    } else {
      params.delete(PAYMENT_PARAM);
      const query = params.toString();
      window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
    }
  }

  return { id, open, close };
}
