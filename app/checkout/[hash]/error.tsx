"use client";

import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export default function CheckoutError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <CheckoutShell>
      <Alert tone="error" title="Não foi possível carregar o pagamento">
        Verifique sua conexão e tente novamente. Se você já pagou, nada se perde: o pagamento é confirmado mesmo assim.
      </Alert>
      <Button type="button" onClick={reset} className="w-full">
        Tentar novamente
      </Button>
    </CheckoutShell>
  );
}
