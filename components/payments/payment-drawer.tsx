"use client";

import { QueryState } from "@/components/seller/query-state";
import { Drawer } from "@/components/ui/drawer";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { PaymentJson } from "@/lib/payments/schema";
import { PaymentActions } from "./payment-actions";
import { type PaymentArea, PaymentCharge, PaymentSummary } from "./payment-details";
import { PaymentQrCode } from "./payment-qr-code";
import { PaymentRefunds } from "./payment-refunds";
import { PaymentStatusBadge } from "./payment-status";
import { useGetPayment } from "./use-get-payment";

type PaymentDrawerProps = {
  /** The payment shown, as the page's URL names it; null while closed. */
  paymentId: string | null;
  /** Its row in the list on screen, shown until the fresh copy arrives. */
  fromList?: PaymentJson;
  onClose: () => void;
  area: PaymentArea;
  /** The list page the drawer opens over, whose URL with ?payment= is the sale's own. */
  basePath: string;
};

/** The side panel of one payment. */
export function PaymentDrawer({ paymentId, fromList, onClose, area, basePath }: PaymentDrawerProps) {
  return (
    <Drawer open={paymentId !== null} onClose={onClose} title="Detalhes do pagamento">
      {paymentId && <PaymentPanel key={paymentId} id={paymentId} fromList={fromList} area={area} basePath={basePath} />}
    </Drawer>
  );
}

function PaymentPanel({
  id,
  fromList,
  area,
  basePath,
}: { id: string } & Omit<PaymentDrawerProps, "paymentId" | "onClose">) {
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
          <PaymentSummary payment={payment} area={area} basePath={basePath} />
          {(payment.status === "FINISHED" || payment.status === "REFUNDED") && (
            <PaymentRefunds paymentId={payment.id} />
          )}
          <PaymentCharge payment={payment} area={area} basePath={basePath} />
        </div>
      )}
    </QueryState>
  );
}
