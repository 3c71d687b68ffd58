import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** What a money page shows a seller whose account is not approved yet, instead of the API's 403. */
export function AccountInReview() {
  return (
    <Card>
      <div className="py-6 text-center">
        <p className="text-base font-semibold">Conta em análise</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
          Links, pagamentos, clientes, saldo e saques ficam disponíveis assim que o cadastro da sua empresa for
          aprovado.
        </p>
        <Link href="/seller/onboarding" className={buttonClass("secondary", { className: "mt-4" })}>
          Ver meu cadastro
        </Link>
      </div>
    </Card>
  );
}
