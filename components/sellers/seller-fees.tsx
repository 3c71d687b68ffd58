"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { FeeJson, SellerFeesJson } from "@/lib/fees/schema";
import { ApiError } from "@/lib/http/api-client";
import { AddFeeForm } from "./add-fee-form";
import { FEE_TARGET_LABELS, formatFeeValue } from "./fee-labels";
import { useDeactivateFee, useSellerFees } from "./use-seller-fees";

/** The fees in force for the seller (their own replace the platform's defaults of the same target), and the seller's own to add or switch off. */
export function SellerFees({ sellerId, companyName, initialFees }: { sellerId: string; companyName: string; initialFees: SellerFeesJson }) {
  const { data, error } = useSellerFees(sellerId, initialFees);
  const deactivate = useDeactivateFee(sellerId);
  const [confirming, setConfirming] = useState<FeeJson | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function open(fee: FeeJson) {
    deactivate.reset();
    setNotice(null);
    setConfirming(fee);
  }

  function confirm(fee: FeeJson) {
    deactivate.mutate(fee.id, {
      onSuccess: () => {
        setConfirming(null);
        setNotice("Tarifa desativada.");
      },
    });
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Uma tarifa própria ativa substitui as tarifas padrão da plataforma do mesmo tipo (serviço ou gateway). Mudanças valem para os próximos pagamentos.
      </p>
      {error && <Alert tone="error">Não foi possível atualizar a lista de tarifas.</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {data.fees.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma tarifa em vigor: os pagamentos deste vendedor não têm desconto de tarifas.</p>
      ) : (
        <FeeTable fees={data.fees} onDeactivate={open} />
      )}
      <AddFeeForm sellerId={sellerId} onAdded={() => setNotice("Tarifa adicionada. Ela vale para os próximos pagamentos.")} />

      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title="Desativar tarifa?">
        {confirming && (
          <>
            <p className="text-sm text-slate-600">
              A tarifa de {FEE_TARGET_LABELS[confirming.target]?.toLowerCase()} de {formatFeeValue(confirming)} deixa de valer para os próximos pagamentos de{" "}
              {companyName}. Sem outra tarifa própria desse tipo, voltam a valer as tarifas padrão da plataforma.
            </p>
            {deactivate.error && (
              <div className="mt-4">
                <Alert tone="error">{deactivate.error instanceof ApiError ? deactivate.error.body.message : "Não foi possível desativar. Tente novamente."}</Alert>
              </div>
            )}
            <div className="mt-6 flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Cancelar
              </Button>
              <Button variant="danger" loading={deactivate.isPending} onClick={() => confirm(confirming)}>
                Desativar
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

function FeeTable({ fees, onDeactivate }: { fees: FeeJson[]; onDeactivate: (fee: FeeJson) => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Tarifas em vigor</caption>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th className="py-2 pr-4 font-medium">Aplica-se a</th>
            <th className="py-2 pr-4 font-medium">Valor</th>
            <th className="py-2 pr-4 font-medium">Descrição</th>
            <th className="py-2 pr-4 font-medium">Origem</th>
            <th className="py-2 font-medium">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={fee.id} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-4">{FEE_TARGET_LABELS[fee.target]}</td>
              <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{formatFeeValue(fee)}</td>
              <td className="py-2 pr-4">{fee.description ?? "—"}</td>
              <td className="py-2 pr-4">{fee.sellerId ? <Badge tone="info">Do vendedor</Badge> : <Badge>Padrão da plataforma</Badge>}</td>
              <td className="py-2 text-right">
                {fee.sellerId && (
                  <Button variant="ghost" onClick={() => onDeactivate(fee)}>
                    Desativar
                    <span className="sr-only">
                      {" "}
                      tarifa de {FEE_TARGET_LABELS[fee.target]?.toLowerCase()} de {formatFeeValue(fee)}
                    </span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
