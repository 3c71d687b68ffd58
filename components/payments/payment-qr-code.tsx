import { CopyButton } from "@/components/ui/copy-button";
import { formatDateTime } from "@/lib/dates";
import type { PaymentJson } from "@/lib/payments/schema";

/** The charge as the buyer pays it: the API's QR image and the copia-e-cola code. */
export function PaymentQrCode({ payment }: { payment: PaymentJson & { qrCode: string } }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold">QR Code PIX</h3>
      <p className="text-xs text-slate-500">Válido até {formatDateTime(payment.expiresAt)}</p>
      {/* A plain <img>: the API draws the PNG per payment and next/image would only proxy it. */}
      <img
        src={`/api/v1/payments/${payment.id}/qrcode`}
        alt="QR Code PIX desta cobrança"
        width={180}
        height={180}
        className="mx-auto my-3 h-45 w-45"
      />
      <p className="break-all rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-700">{payment.qrCode}</p>
      <div className="mt-2">
        <CopyButton text={payment.qrCode} label="PIX copia e cola">
          Copiar código
        </CopyButton>
      </div>
    </div>
  );
}
