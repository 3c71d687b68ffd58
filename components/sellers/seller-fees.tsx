"use client";

import { useRef, useState } from "react";
import { QueryState } from "@/components/seller/query-state";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import type { FeeJson, SellerFeesJson } from "@/lib/fees/schema";
import { AddFeeForm } from "./add-fee-form";
import { FeeChangeDialog } from "./fee-change-dialog";
import { FEE_TARGET_LABELS, formatFeeValue } from "./fee-labels";
import { type SellerFeeChange, useCreateSellerFee, useDeactivateFee, useSellerFees } from "./use-seller-fees";

/**
 * The fees in force for the seller (their own replace the platform's defaults of the same target), and the seller's own
 * to add or switch off.
 */
export function SellerFees({
  sellerId,
  companyName,
  initialFees,
}: {
  sellerId: string;
  companyName: string;
  initialFees: SellerFeesJson;
}) {
  const fees = useSellerFees(sellerId, initialFees);
  const create = useCreateSellerFee(sellerId);
  const deactivate = useDeactivateFee(sellerId);
  const [change, setChange] = useState<SellerFeeChange | null>(null);
  // Settles the add form's submission: true once saved, false when the admin goes back (the form keeps its values).
  const settleAdd = useRef<((saved: boolean) => void) | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const saving = change?.action === "CREATE" ? create : deactivate;

  function review(next: SellerFeeChange) {
    create.reset();
    deactivate.reset();
    setNotice(null);
    setChange(next);
  }

  function close(saved: boolean) {
    settleAdd.current?.(saved);
    settleAdd.current = null;
    setChange(null);
  }

  function confirm() {
    if (change?.action === "CREATE") {
      create.mutate(change.fee, { onSuccess: () => close(true) });
    } else if (change?.action === "DEACTIVATE") {
      deactivate.mutate(change.fee.id, {
        onSuccess: () => {
          close(true);
          setNotice("Tarifa desativada.");
        },
      });
    }
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Uma tarifa própria ativa substitui as tarifas padrão da plataforma do mesmo tipo (serviço ou gateway). Mudanças
        valem para os próximos pagamentos.
      </p>
      {notice && <Alert tone="success">{notice}</Alert>}
      <QueryState
        query={fees}
        what="as tarifas"
        isEmpty={(current) => current.fees.length === 0}
        empty={
          <p className="text-sm text-slate-600">
            Nenhuma tarifa em vigor: os pagamentos deste vendedor não têm desconto de tarifas.
          </p>
        }
      >
        {(current) => <FeeTable fees={current.fees} onDeactivate={(fee) => review({ action: "DEACTIVATE", fee })} />}
      </QueryState>
      <AddFeeForm
        label="Nova tarifa"
        heading="Nova tarifa deste vendedor"
        submitLabel="Adicionar tarifa"
        create={(fee) =>
          new Promise<boolean>((settle) => {
            settleAdd.current = settle;
            review({ action: "CREATE", fee });
          })
        }
        onAdded={() => setNotice("Tarifa adicionada. Ela vale para os próximos pagamentos.")}
      />
      <FeeChangeDialog
        sellerId={sellerId}
        companyName={companyName}
        change={change}
        onClose={() => close(false)}
        onConfirm={confirm}
        pending={saving.isPending}
        error={saving.error}
      />
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
                <Button variant="ghost" size="sm" onClick={() => onDeactivate(fee)}>
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
