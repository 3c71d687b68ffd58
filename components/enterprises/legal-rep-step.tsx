"use client";

import { TextField } from "@/components/ui/text-field";
import { formatCpf, maskPhone } from "@/lib/br/documents";
import { MaskedField, useEnterpriseField } from "./enterprise-fields";

export function LegalRepStep() {
  const field = useEnterpriseField();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label="Nome completo" autoComplete="name" {...field("legalRepName")} />
      <MaskedField
        name="legalRepCpf"
        label="CPF"
        mask={formatCpf}
        inputMode="numeric"
        placeholder="000.000.000-00"
        autoComplete="off"
      />
      <TextField label="Cargo" hint="Ex.: sócio-administrador" {...field("legalRepRole")} />
      <TextField label="No cargo desde" type="date" {...field("legalRepStartDate")} />
      <MaskedField
        name="legalRepPhone"
        label="Telefone do representante"
        mask={maskPhone}
        type="tel"
        autoComplete="off"
        placeholder="(00) 00000-0000"
        hint="Com DDD"
      />
      <TextField label="E-mail do representante" type="email" {...field("legalRepEmail")} />
    </div>
  );
}
