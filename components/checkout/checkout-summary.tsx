import { formatReais } from "@/components/checkout/checkout-fetch";
import type { PublicPaymentLinkJson } from "@pix/core/payment-links/schema";

/** What is being paid, to whom, and how much. */
export function CheckoutSummary({ link }: { link: PublicPaymentLinkJson }) {
  return (
    <section
      aria-labelledby="checkout-product"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="text-xs text-slate-500">
        Pagamento para <span className="font-semibold text-slate-700">{link.sellerName}</span>
      </p>
      <h1 id="checkout-product" className="mt-1 break-words text-lg font-semibold text-slate-900">
        {link.description}
      </h1>
      <p className="mt-1 text-3xl font-bold tabular-nums tracking-tight text-slate-900">{formatReais(link.amount)}</p>
    </section>
  );
}
