import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { Card } from "@/components/ui/card";

export default function CheckoutNotFound() {
  return (
    <CheckoutShell>
      <Card>
        <h1 className="text-lg font-semibold text-slate-900">Link de pagamento não encontrado</h1>
        <p className="mt-2 text-sm text-slate-600">
          Confira se o endereço está completo ou peça um novo link ao vendedor.
        </p>
      </Card>
    </CheckoutShell>
  );
}
