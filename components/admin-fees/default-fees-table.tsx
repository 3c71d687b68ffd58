"use client";

import { useState } from "react";
import { FEE_TARGET_LABELS, formatFeeValue } from "@/components/sellers/fee-labels";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { FeeJson } from "@/lib/fees/schema";
import { EditFeeValueDialog } from "./edit-fee-value-dialog";
import { ToggleFeeDialog } from "./toggle-fee-dialog";

type Target = { feeId: string; action: "value" | "toggle" };

/** The platform's default fees, active first, each with its value to edit and a switch on or off. */
export function DefaultFeesTable({ fees }: { fees: FeeJson[] }) {
  // The dialogs stay mounted while closing, so the browser can hand focus back to the row's button.
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Looked up in the latest list, so a dialog opened again after a save shows the saved value.
  const selected = fees.find((fee) => fee.id === target?.feeId);

  function edit(feeId: string, action: Target["action"]) {
    setNotice(null);
    setTarget({ feeId, action });
    setOpen(true);
  }

  function saved(message: string) {
    setOpen(false);
    setNotice(message);
  }

  return (
    <div className="space-y-4">
      {notice && <Alert tone="success">{notice}</Alert>}
      <Table caption="Tarifas padrão">
        <thead>
          <tr className={headRowClass}>
            <Th>Aplica-se a</Th>
            <Th numeric>Valor</Th>
            <Th>Descrição</Th>
            <Th>Situação</Th>
            <Th>Alterada em</Th>
            <Th>
              <span className="sr-only">Ações</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => {
            const name = `tarifa de ${FEE_TARGET_LABELS[fee.target]?.toLowerCase()} de ${formatFeeValue(fee)}`;
            return (
              <tr key={fee.id} className={`${bodyRowClass} ${fee.isActive ? "" : "text-slate-500"}`}>
                <Td>{FEE_TARGET_LABELS[fee.target]}</Td>
                <Td numeric>{formatFeeValue(fee)}</Td>
                <Td>{fee.description ?? "—"}</Td>
                <Td>{fee.isActive ? <Badge tone="success">Ativa</Badge> : <Badge>Inativa</Badge>}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(fee.updatedAt)}</Td>
                <Td className="whitespace-nowrap text-right">
                  <div className="flex justify-end gap-2">
                    <Button variant="ghost" size="sm" onClick={() => edit(fee.id, "value")}>
                      Alterar valor<span className="sr-only"> da {name}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => edit(fee.id, "toggle")}>
                      {fee.isActive ? "Desativar" : "Ativar"}
                      <span className="sr-only"> {name}</span>
                    </Button>
                  </div>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {selected && target && (
        <>
          <EditFeeValueDialog
            key={`value-${selected.id}-${selected.updatedAt}`}
            fee={selected}
            open={open && target.action === "value"}
            onClose={() => setOpen(false)}
            onSaved={() => saved("Valor alterado. Ele vale para os próximos pagamentos.")}
          />
          <ToggleFeeDialog
            key={`toggle-${selected.id}-${selected.updatedAt}`}
            fee={selected}
            open={open && target.action === "toggle"}
            onClose={() => setOpen(false)}
            onSaved={() => saved(selected.isActive ? "Tarifa padrão desativada." : "Tarifa padrão ativada.")}
          />
        </>
      )}
    </div>
  );
}
