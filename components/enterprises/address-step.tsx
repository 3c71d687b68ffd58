"use client";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { UFS, formatCep } from "@/lib/br/documents";
import { MaskedField, useEnterpriseField } from "./enterprise-fields";

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

export function AddressStep() {
  const field = useEnterpriseField();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-6">
      <MaskedField
        name="addressZipCode"
        label="CEP"
        mask={formatCep}
        inputMode="numeric"
        placeholder="00000-000"
        autoComplete="postal-code"
        className="sm:col-span-2"
      />
      <TextField label="Rua" autoComplete="address-line1" className="sm:col-span-4" {...field("addressStreet")} />
      <TextField label="Número" className="sm:col-span-2" {...field("addressNumber")} />
      <TextField
        label="Complemento (opcional)"
        autoComplete="address-line2"
        className="sm:col-span-4"
        {...field("addressComplement")}
      />
      <TextField label="Bairro" className="sm:col-span-2" {...field("addressNeighborhood")} />
      <TextField label="Cidade" autoComplete="address-level2" className="sm:col-span-3" {...field("addressCity")} />
      <SelectField
        label="UF"
        options={UF_OPTIONS}
        placeholder="Selecione"
        autoComplete="address-level1"
        className="sm:col-span-1"
        {...field("addressState")}
      />
    </div>
  );
}
