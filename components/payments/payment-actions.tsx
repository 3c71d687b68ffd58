"use client";

import { useState } from "react";
import { useCan } from "@/components/seller/member-role";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatReais } from "@/components/browser/reais";
import { newIdempotencyKey } from "@/components/browser/idempotency-key";
import { MAX_PER_PAGE } from "@/lib/http/pagination";
import type { PaymentJson } from "@/lib/payments/schema";
import type { RefundJson } from "@/lib/refunds/schema";
import { CancelPaymentDialog } from "./cancel-payment-dialog";
import { isUnpaid } from "./payment-status";
import { refundableCents } from "./refund-amounts";
import { RefundPaymentDialog } from "./refund-payment-dialog";
import { useListRefunds } from "./use-list-refunds";

// Refunds still processing are among the newest; past these the API's refusal says what is left.
const RECENT_REFUNDS = { page: 1, perPage: MAX_PER_PAGE };

type Outcome = { title?: string; text: string };

function refundOutcome(refund: RefundJson, payment: PaymentJson): Outcome {
  return refund.status === "DONE"
    ? { title: "Devolução concluída", text: `${formatReais(refund.amount)} voltaram para ${payment.customerName}.` }
    : {
        title: "Devolução solicitada",
        text: `${payment.customerName} recebe ${formatReais(refund.amount)} assim que o provedor PIX concluir; acompanhe em Devoluções.`,
      };
}

/**
 * "Cancelar cobrança" while unpaid, "Reembolsar" while something paid is left to return; each confirmed in a dialog.
 */
export function PaymentActions({ payment }: { payment: PaymentJson }) {
  const [dialog, setDialog] = useState<"cancel" | "refund" | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Each opening of the refund dialog is one refund: its own key, and a new form holding what is left then.
  const [refundOpening, setRefundOpening] = useState<{ key: string; refundable: number } | null>(null);
  const canCancel = useCan("sell") && isUnpaid(payment.status);
  const canRefund = useCan("refund");
  const refunds = useListRefunds(payment.id, RECENT_REFUNDS, { enabled: canRefund && payment.status === "FINISHED" });
  const refundable =
    canRefund && payment.status === "FINISHED" && refunds.data ? refundableCents(payment, refunds.data.data) : 0;

  function done(next: Outcome) {
    setDialog(null);
    setOutcome(next);
  }

  function openRefund() {
    setRefundOpening({ key: newIdempotencyKey(), refundable });
    setDialog("refund");
  }

  return (
    <div className="space-y-3">
      {outcome && (
        <Alert tone="success" title={outcome.title}>
          {outcome.text}
        </Alert>
      )}
      {(canCancel || refundable > 0) && (
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          {canCancel && (
            <Button type="button" variant="danger" onClick={() => setDialog("cancel")}>
              Cancelar cobrança
            </Button>
          )}
          {refundable > 0 && (
            <Button type="button" variant="danger" onClick={openRefund}>
              Reembolsar
            </Button>
          )}
        </div>
      )}
      <CancelPaymentDialog
        payment={payment}
        open={dialog === "cancel"}
        onClose={() => setDialog(null)}
        onDone={(text) => done({ text })}
      />
      {refundOpening && (
        <RefundPaymentDialog
          key={refundOpening.key}
          payment={payment}
          refundable={refundOpening.refundable}
          idempotencyKey={refundOpening.key}
          open={dialog === "refund"}
          onClose={() => setDialog(null)}
          onDone={(refund) => done(refundOutcome(refund, payment))}
        />
      )}
    </div>
  );
}
