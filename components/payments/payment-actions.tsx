"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { PaymentJson } from "@/lib/payments/schema";
import { CancelPaymentDialog } from "./cancel-payment-dialog";
import { isUnpaid } from "./payment-status";
import { RefundPaymentDialog } from "./refund-payment-dialog";

/** "Cancelar cobrança" while unpaid, "Reembolsar" once paid; each confirmed in a dialog. */
export function PaymentActions({ payment }: { payment: PaymentJson }) {
  const [dialog, setDialog] = useState<"cancel" | "refund" | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  function done(message: string) {
    setDialog(null);
    setOutcome(message);
  }

  return (
    <div className="space-y-3">
      {outcome && <Alert tone="success">{outcome}</Alert>}
      {(isUnpaid(payment.status) || payment.status === "FINISHED") && (
        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          {isUnpaid(payment.status) && (
            <Button type="button" variant="danger" onClick={() => setDialog("cancel")}>
              Cancelar cobrança
            </Button>
          )}
          {payment.status === "FINISHED" && (
            <Button type="button" variant="danger" onClick={() => setDialog("refund")}>
              Reembolsar
            </Button>
          )}
        </div>
      )}
      <CancelPaymentDialog payment={payment} open={dialog === "cancel"} onClose={() => setDialog(null)} onDone={done} />
      <RefundPaymentDialog payment={payment} open={dialog === "refund"} onClose={() => setDialog(null)} onDone={done} />
    </div>
  );
}
