import { formatReais } from "@/components/checkout/checkout-fetch";
import { CopyPixCode } from "./copy-pix-code";
import { ExpiryCountdown } from "./expiry-countdown";
import { PixQrCode } from "./pix-qr-code";
import { SandboxPayButton } from "./sandbox-pay-button";
import type { CheckoutPayment } from "./use-checkout-payment";

type PixChargeProps = { hash: string; payment: CheckoutPayment; sandboxEnabled: boolean };

/** The charge waiting for the buyer: QR code, copy-and-paste code and time left. */
export function PixCharge({ hash, payment, sandboxEnabled }: PixChargeProps) {
  return (
    <div className="space-y-4">
      <ExpiryCountdown expiresAt={payment.expiresAt} />
      {payment.qrCode ? (
        <>
          <PixQrCode code={payment.qrCode} label={`QR Code PIX de ${formatReais(payment.amount)}`} />
          <CopyPixCode code={payment.qrCode} />
        </>
      ) : (
        <p className="text-sm text-slate-600">O código PIX ainda não está disponível. Esta página atualiza sozinha.</p>
      )}
      <ol className="list-inside list-decimal space-y-1 text-sm text-slate-600">
        <li>Abra o app do seu banco e escolha pagar com PIX.</li>
        <li>Cole o código copiado ou leia o QR Code.</li>
        <li>Confira o valor e confirme. Esta página avisa quando o pagamento chegar.</li>
      </ol>
      {sandboxEnabled && <SandboxPayButton hash={hash} paymentId={payment.id} />}
    </div>
  );
}
