"use client";

import { useFormContext } from "react-hook-form";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { formatCnpj, maskPhone } from "@/lib/br/documents";
import type { EnterpriseFormValues } from "./enterprise-form-values";
import { EnterpriseMoneyField, MaskedField, useEnterpriseField } from "./enterprise-fields";

export function CompanyStep() {
  const field = useEnterpriseField();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField label="Razão social" autoComplete="organization" {...field("companyName")} />
      <MaskedField name="cnpj" label="CNPJ" mask={formatCnpj} placeholder="00.000.000/0000-00" autoComplete="off" />
      <TextField label="Nome fantasia" {...field("commercialName")} />
      <TextField label="Nome comercial" hint="Como a marca é conhecida pelos clientes." {...field("tradeName")} />
      <TextField
        label="Nome na fatura"
        hint="Aparece no comprovante de pagamento do cliente."
        {...field("invoiceName")}
      />
      <TextField label="Site (opcional)" type="url" placeholder="https://" autoComplete="url" {...field("website")} />
      <EnterpriseMoneyField name="averageRevenue" label="Faturamento médio mensal" />
      <EnterpriseMoneyField name="averageTicket" label="Ticket médio" hint="Valor médio de cada venda." />
      <TextAreaField label="Produtos ou serviços vendidos" className="sm:col-span-2" {...field("productsServices")} />
      <SellsPhysicalProductsField />
      <TextField label="E-mail da empresa" type="email" autoComplete="email" {...field("email")} />
      <MaskedField
        name="phone"
        label="Telefone da empresa"
        mask={maskPhone}
        type="tel"
        autoComplete="tel"
        placeholder="(00) 0000-0000"
        hint="Com DDD, ex.: (11) 3333-4444"
      />
      <TextField label="E-mail de contato" type="email" {...field("contactEmail")} />
      <MaskedField
        name="contactPhone"
        label="Telefone de contato"
        mask={maskPhone}
        type="tel"
        placeholder="(00) 00000-0000"
        hint="Com DDD, ex.: (11) 98765-4321"
      />
    </div>
  );
}

function SellsPhysicalProductsField() {
  const { register, formState } = useFormContext<EnterpriseFormValues>();
  // The zod resolver words a failed union by its first option ("esperava um valor booleano");
  // the only way to get this field wrong in the form is to choose nothing.
  const error = formState.errors.sellsPhysicalProducts && "Informe se a empresa vende produtos físicos";
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? "sells-physical-products-error" : undefined}>
      <legend id="sells-physical-products-legend" className="text-sm font-medium text-slate-700">
        Vende produtos físicos?
      </legend>
      {/* The invalid state belongs to the group: a radio button has none of its own in ARIA. */}
      <div
        role="radiogroup"
        aria-labelledby="sells-physical-products-legend"
        aria-invalid={error ? true : undefined}
        className="mt-2 flex gap-6"
      >
        {(
          [
            ["true", "Sim"],
            ["false", "Não"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="h-4 w-4 accent-brand-600"
              {...register("sellsPhysicalProducts")}
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id="sells-physical-products-error" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
