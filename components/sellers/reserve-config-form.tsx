"use client";

import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/text-field";
import { formatDateTime } from "@/lib/dates";
import { PutReserveConfigSchema, type ReserveConfigJson } from "@/lib/reserves/schema";
import type { z } from "@/lib/zod";
import { CheckboxField, FormMoneyField, FormPercentField } from "@/components/ui/form-fields";
import { SettingsActions, useSettingsForm } from "./settings-form";
import { useSaveReserveConfig } from "./use-seller-settings";

type Values = z.input<typeof PutReserveConfigSchema>;

const FIELDS = ["percentage", "days", "isActive", "newSellerDays", "newSellerHoldAbove", "newSellerHoldHours"] as const;

const valuesOf = ({
  percentage,
  days,
  isActive,
  newSellerDays,
  newSellerHoldAbove,
  newSellerHoldHours,
}: ReserveConfigJson): Values => ({
  percentage,
  days,
  isActive,
  newSellerDays,
  newSellerHoldAbove,
  newSellerHoldHours,
});

export function ReserveConfigForm({ sellerId, config }: { sellerId: string; config: ReserveConfigJson }) {
  const save = useSaveReserveConfig(sellerId);
  const { form, onSubmit, failure, updatedAt, showSaved } = useSettingsForm({
    schema: PutReserveConfigSchema,
    config,
    valuesOf,
    save: save.mutateAsync,
    fields: FIELDS,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reserva" className="space-y-4">
      <p className="text-sm text-slate-600">
        Parte do líquido de cada venda fica retida pelos dias indicados antes de ir para o saldo disponível.
        {updatedAt
          ? ` Alterada em ${formatDateTime(updatedAt)}.`
          : " Este vendedor segue o padrão da plataforma: nenhuma parte retida (0 %) até que você defina um percentual."}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormPercentField control={form.control} name="percentage" label="Percentual retido (%)" />
        <TextField
          label="Dias de retenção"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          error={form.formState.errors.days?.message}
          {...form.register("days", { valueAsNumber: true })}
        />
      </div>
      <CheckboxField
        label="Reserva ativa"
        hint="Desativada, as novas vendas não têm retenção; o que já está retido é liberado na data prevista."
        {...form.register("isActive")}
      />
      <fieldset className="space-y-3 border-t border-slate-200 pt-4">
        <legend className="text-sm font-semibold text-slate-800">Retenção preventiva de vendedor novo</legend>
        <p className="text-sm text-slate-600">
          Nos primeiros dias após a aprovação, o líquido inteiro de cada pagamento acima do valor indicado fica retido
          pelas horas indicadas (no máximo 72) antes de ficar disponível. 0 dias desativa.
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label="Vendedor novo por (dias)"
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            error={form.formState.errors.newSellerDays?.message}
            {...form.register("newSellerDays", { valueAsNumber: true })}
          />
          <FormMoneyField control={form.control} name="newSellerHoldAbove" label="Pagamentos acima de" />
          <TextField
            label="Retidos por (horas)"
            type="number"
            inputMode="numeric"
            min={1}
            max={72}
            error={form.formState.errors.newSellerHoldHours?.message}
            {...form.register("newSellerHoldHours", { valueAsNumber: true })}
          />
        </div>
      </fieldset>
      <SettingsActions
        submitLabel="Salvar reserva"
        savedText="Reserva salva."
        pending={form.formState.isSubmitting}
        showSaved={showSaved}
      />
    </form>
  );
}
