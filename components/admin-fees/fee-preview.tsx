"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { MoneyField } from "@/components/ui/money-field";
import { computeFees } from "@/lib/fees/calculate";
import type { FeeJson } from "@/lib/fees/schema";
import { formatBRL, parseReais } from "@/lib/money";
import { toFeeRule } from "./fee-rules";

const EXAMPLE_REAIS = "100.00";

/**
 * What a payment of the amount typed would cost a seller on the active defaults, with the same arithmetic as a real
 * payment.
 */
export function FeePreview({ fees }: { fees: FeeJson[] }) {
  const [amount, setAmount] = useState(EXAMPLE_REAIS);
  const cents = amount === "" ? null : parseReais(amount);
  const rules = fees.filter((fee) => fee.isActive).map(toFeeRule);
  const breakdown = cents === null ? null : computeFees(rules, cents);

  return (
    <div className="space-y-4">
      <MoneyField
        label="Valor de exemplo"
        name="exampleAmount"
        value={amount}
        onChange={setAmount}
        hint="Digite o valor de um pagamento para simular."
        className="max-w-xs"
      />
      {breakdown && (
        <dl
          aria-live="polite"
          className="grid grid-cols-1 gap-4 rounded-lg bg-slate-50 px-4 py-3 text-sm sm:grid-cols-3"
        >
          <div>
            <dt className="text-slate-500">Tarifa de serviço</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatBRL(breakdown.serviceFee)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Tarifa do gateway</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatBRL(breakdown.gatewayFee)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">O vendedor recebe</dt>
            <dd className="text-lg font-semibold tabular-nums text-brand-700">{formatBRL(breakdown.net)}</dd>
          </div>
        </dl>
      )}
      {breakdown && breakdown.net <= 0 && (
        <Alert tone="warning">As tarifas cobrem todo o valor: um pagamento assim seria recusado na criação.</Alert>
      )}
    </div>
  );
}
