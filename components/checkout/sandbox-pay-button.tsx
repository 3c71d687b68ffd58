"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { checkoutErrorMessage } from "@/components/checkout/checkout-fetch";
import { useSimulateSandboxPayment } from "./use-simulate-sandbox-payment";

/** Test environments only: acts as the buyer's bank, through the provider's signed callback. */
export function SandboxPayButton({ hash, paymentId }: { hash: string; paymentId: string }) {
  const simulate = useSimulateSandboxPayment(hash, paymentId);
  return (
    <div className="space-y-2 rounded-lg border border-dashed border-amber-400 bg-amber-50 p-3">
      <p className="text-xs text-amber-900">
        <span className="font-semibold uppercase tracking-wide">Ambiente de testes.</span> Nenhum dinheiro real é
        movimentado.
      </p>
      <Button
        type="button"
        variant="secondary"
        loading={simulate.isPending}
        loadingText="Simulando…"
        onClick={() => simulate.mutate()}
        className="w-full"
      >
        Simular pagamento (sandbox)
      </Button>
      {simulate.isError && <Alert tone="error">{checkoutErrorMessage(simulate.error)}</Alert>}
    </div>
  );
}
