"use client";

import { QueryState } from "@/components/seller/query-state";
import { Drawer } from "@/components/ui/drawer";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { PaymentJson } from "@/lib/payments/schema";
import { PaymentActions } from "./payment-actions";
import { PaymentDetails } from "./payment-details";
import { PaymentQrCode } from "./payment-qr-code";
import { PaymentRefunds } from "./payment-refunds";
import { PaymentStatusBadge } from "./payment-status";
import { useGetPayment } from "./use-get-payment";

/** The side panel of one payment; `payment` is the list's row, shown until the fresh copy arrives. */
export function PaymentDrawer({ payment, onClose }: { payment: PaymentJson | null; onClose: () => void }) {
  return (
    <Drawer open={payment !== null} onClose={onClose} title="Detalhes do pagamento">
      {payment && <PaymentPanel key={payment.id} id={payment.id} fromList={payment} />}
    </Drawer>
  );
}

function PaymentPanel({ id, fromList }: { id: string; fromList: PaymentJson }) {
  const query = useGetPayment(id, fromList);
  return (
    <QueryState query={query} what="este pagamento" skeletonClassName="h-64">
      {(payment) => (
        <div className="space-y-6">
          <div>
            <PaymentStatusBadge payment={payment} />
            <p className="mt-2 text-3xl font-semibold tabular-nums">{formatReais(payment.amount)}</p>
            <p className="text-sm text-slate-600">
              {payment.customerName} · {formatDateTime(payment.createdAt)}
            </p>
          </div>
          {payment.status === "CREATED" && payment.qrCode && (
            <PaymentQrCode payment={{ ...payment, qrCode: payment.qrCode }} />
          )}
          <PaymentActions payment={payment} />
          {(payment.status === "FINISHED" || payment.status === "REFUNDED") && (
            <PaymentRefunds paymentId={payment.id} />
          )}
          <PaymentDetails payment={payment} />
        </div>
      )}
    </QueryState>
  );
}
