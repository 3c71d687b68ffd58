"use client";

import { AddFeeForm } from "@/components/sellers/add-fee-form";
import { useCreateDefaultFee } from "./use-default-fees";

/** A new platform default: it applies to every seller without an own fee of the same target. */
export function AddDefaultFeeForm() {
  const create = useCreateDefaultFee();
  return (
    <AddFeeForm
      label="Nova tarifa padrão"
      submitLabel="Adicionar tarifa padrão"
      addedNotice="Tarifa padrão adicionada. Ela vale para os próximos pagamentos."
      create={create.mutateAsync}
    />
  );
}
