"use client";

import { QueryError } from "@/components/seller/query-error";
import { Badge } from "@/components/ui/badge";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadingState } from "@/components/ui/loading-state";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import type { SellerFeePreviewJson } from "@/lib/fees/schema";
import { FEE_TARGET_LABELS, formatFeeValue } from "./fee-labels";
import { type SellerFeeChange, useSellerFeePreview } from "./use-seller-fees";

const CHANGES: Record<
  SellerFeePreviewJson["fees"][number]["change"],
  { label: string; tone: "neutral" | "success" | "error"; row: string }
> = {
  UNCHANGED: { label: "Continua valendo", tone: "neutral", row: "" },
  STARTS: { label: "Passa a valer", tone: "success", row: "bg-emerald-50" },
  STOPS: { label: "Deixa de valer", tone: "error", row: "bg-red-50 text-slate-600 line-through" },
};

type FeeChangeDialogProps = {
  sellerId: string;
  companyName: string;
  change: SellerFeeChange | null;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: unknown;
};

/** The seller's fee table after the change, with what stops and starts applying, before it is saved. */
export function FeeChangeDialog({
  sellerId,
  companyName,
  change,
  onClose,
  onConfirm,
  pending,
  error,
}: FeeChangeDialogProps) {
  const preview = useSellerFeePreview(sellerId, change);
  const creating = change?.action === "CREATE";
  const stops = preview.data?.fees.filter((fee) => fee.change === "STOPS" && fee.sellerId === null) ?? [];
  return (
    <ConfirmDialog
      open={change !== null}
      onClose={onClose}
      title={creating ? "Adicionar tarifa própria?" : "Desativar tarifa?"}
      tone={creating ? "primary" : "danger"}
      confirmLabel={creating ? "Salvar tarifa" : "Desativar"}
      pendingLabel={creating ? "Salvando…" : "Desativando…"}
      cancelLabel="Voltar"
      pending={pending}
      confirmDisabled={!preview.data}
      onConfirm={onConfirm}
      error={error}
    >
      <p>
        Tarifas de {companyName} nos próximos pagamentos, depois de {creating ? "salvar" : "desativar"}. Uma tarifa
        própria de um tipo substitui todas as tarifas padrão da plataforma desse tipo.
      </p>
      {stops.length > 0 && (
        <p className="font-medium text-red-800">
          {stops.length === 1 ? "1 tarifa padrão deixa de valer" : `${stops.length} tarifas padrão deixam de valer`}{" "}
          para este vendedor.
        </p>
      )}
      {preview.isPending && <LoadingState label="Calculando as tarifas…" className="h-24" />}
      {preview.error && (
        <QueryError
          error={preview.error}
          onRetry={() => preview.refetch()}
          title="Não foi possível calcular as tarifas"
        />
      )}
      {preview.data && (
        <Table caption="Tarifas depois da mudança">
          <thead>
            <tr className={headRowClass}>
              <Th>Aplica-se a</Th>
              <Th>Valor</Th>
              <Th>Origem</Th>
              <Th>Depois de salvar</Th>
            </tr>
          </thead>
          <tbody>
            {preview.data.fees.map((fee) => (
              <tr key={fee.id ?? "new"} className={`${bodyRowClass} ${CHANGES[fee.change].row}`}>
                <Td>{FEE_TARGET_LABELS[fee.target]}</Td>
                <Td className="whitespace-nowrap tabular-nums">{formatFeeValue(fee)}</Td>
                <Td>{fee.sellerId ? "Do vendedor" : "Padrão da plataforma"}</Td>
                <Td>
                  <Badge tone={CHANGES[fee.change].tone}>{CHANGES[fee.change].label}</Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </ConfirmDialog>
  );
}
