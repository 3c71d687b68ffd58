/** What lib/payment-links/link-card.ts gives the page. */
type Card = { description: string; amount: string; sellerName: string; url: string; qrCodeDataUrl: string };

/**
 * The link as a card to print and leave at the counter: the seller, what is sold and for how much, the QR code and
 * the address for whoever cannot scan it. Black on white with a thin border, so it prints on any printer.
 */
export function PaymentLinkCard({ card }: { card: Card }) {
  return (
    <article
      aria-label={`Cartão de ${card.description}`}
      className="mx-auto w-full max-w-sm rounded-2xl border-2 border-slate-900 bg-white p-6 text-center text-slate-900 print:break-inside-avoid"
    >
      <p className="text-sm font-semibold uppercase tracking-wide">{card.sellerName}</p>
      <h2 className="mt-3 text-xl font-semibold break-words">{card.description}</h2>
      <p className="mt-2 text-3xl font-bold">{card.amount}</p>
      {/* A plain <img>: a data URL made on the server leaves nothing for next/image to optimise. */}
      <img
        src={card.qrCodeDataUrl}
        alt={`QR Code para pagar ${card.description} por PIX`}
        width={224}
        height={224}
        className="mx-auto mt-4 h-56 w-56"
      />
      <p className="mt-3 text-sm font-semibold">Aponte a câmera do celular e pague por PIX</p>
      <p className="mt-2 text-xs">ou acesse</p>
      <p className="font-mono text-xs break-all">{card.url}</p>
    </article>
  );
}
