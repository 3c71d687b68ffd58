"use client";

import { useState } from "react";
import { QueryState } from "@/components/seller/query-state";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import type { FeeJson, SellerFeesJson } from "@/lib/fees/schema";
import { AddFeeForm } from "./add-fee-form";
import { FEE_TARGET_LABELS, formatFeeValue } from "./fee-labels";
import { useCreateSellerFee, useDeactivateFee, useSellerFees } from "./use-seller-fees";

/** The fees in force for the seller (their own replace the platform's defaults of the same target), and the seller's own to add or switch off. */
export function SellerFees({ sellerId, companyName, initialFees }: { sellerId: string; companyName: string; initialFees: SellerFeesJson }) {
  const fees = useSellerFees(sellerId, initialFees);
  const create = useCreateSellerFee(sellerId);
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
      {notice && <Alert tone="success">{notice}</Alert>}
      <QueryState
        query={fees}
        what="as tarifas"
        isEmpty={(current) => current.fees.length === 0}
        empty={<p className="text-sm text-slate-600">Nenhuma tarifa em vigor: os pagamentos deste vendedor não têm desconto de tarifas.</p>}
      >
        {(current) => <FeeTable fees={current.fees} onDeactivate={open} />}
      </QueryState>
      <AddFeeForm
        label="Nova tarifa"
        heading="Nova tarifa deste vendedor"
        submitLabel="Adicionar tarifa"
        create={create.mutateAsync}
        onAdded={() => setNotice("Tarifa adicionada. Ela vale para os próximos pagamentos.")}
      />

      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Desativar tarifa?"
        confirmLabel="Desativar"
        pendingLabel="Desativando…"
        pending={deactivate.isPending}
        onConfirm={() => confirming && confirm(confirming)}
        error={deactivate.error}
      >
        {confirming && (
          <p>
            A tarifa de {FEE_TARGET_LABELS[confirming.target]?.toLowerCase()} de {formatFeeValue(confirming)} deixa de valer para os próximos pagamentos de{" "}
            {companyName}. Sem outra tarifa própria desse tipo, voltam a valer as tarifas padrão da plataforma.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function FeeTable({ fees, onDeactivate }: { fees: FeeJson[]; onDeactivate: (fee: FeeJson) => void }) {
  return (
    <Table caption="Tarifas em vigor">
      <thead>
        <tr className={headRowClass}>
          <Th>Aplica-se a</Th>
          <Th>Valor</Th>
          <Th>Descrição</Th>
          <Th>Origem</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {fees.map((fee) => (
          <tr key={fee.id} className={bodyRowClass}>
            <Td>{FEE_TARGET_LABELS[fee.target]}</Td>
            <Td className="whitespace-nowrap tabular-nums">{formatFeeValue(fee)}</Td>
            <Td>{fee.description ?? "—"}</Td>
            <Td>{fee.sellerId ? <Badge tone="info">Do vendedor</Badge> : <Badge>Padrão da plataforma</Badge>}</Td>
            <Td className="text-right">
              {fee.sellerId && (
                <Button variant="ghost" onClick={() => onDeactivate(fee)}>
                  Desativar
                  <span className="sr-only">
                    {" "}
                    tarifa de {FEE_TARGET_LABELS[fee.target]?.toLowerCase()} de {formatFeeValue(fee)}
                  </span>
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
