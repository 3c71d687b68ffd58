"use client";

import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

// `retry` reads the page from the server again; `reset` would only re-render what failed to load.
export default function CheckoutError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <CheckoutShell>
      <Alert tone="error" title="Não foi possível carregar o pagamento">
        Verifique sua conexão e tente novamente. Se você já pagou, nada se perde: o pagamento é confirmado mesmo assim.
      </Alert>
      <Button type="button" onClick={retry} className="w-full">
        Tentar novamente
      </Button>
    </CheckoutShell>
  );
}
