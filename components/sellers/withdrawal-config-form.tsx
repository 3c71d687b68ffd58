"use client";

import { Alert } from "@/components/ui/alert";
import { SelectField } from "@/components/ui/select-field";
import { formatDateTime } from "@/lib/dates";
import { formatBRL, MAX_PAYMENT_CENTS } from "@/lib/money";
import { PutWithdrawalConfigSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";
import { FEE_TYPE_OPTIONS } from "./fee-labels";
import { CheckboxField, FormMoneyField, FormPercentField } from "@/components/ui/form-fields";
import { SettingsActions, useSettingsForm } from "./settings-form";
import { type WithdrawalConfigJson, useSaveWithdrawalConfig } from "./use-seller-settings";

type Values = z.input<typeof PutWithdrawalConfigSchema>;

const FIELDS = ["minAmount", "maxAmount", "dailyLimit", "feeType", "feeValue", "mode", "allowApi"] as const;

const MODE_OPTIONS = [
  { value: "MANUAL", label: "Manual: cada saque passa pela análise" },
  { value: "AUTOMATIC", label: "Automática: o PIX sai na hora do pedido" },
] as const;

function valuesOf(config: WithdrawalConfigJson): Values {
  const { minAmount, maxAmount, dailyLimit, feeType, feeValue, mode, allowApi } = config;
  return { minAmount, maxAmount, dailyLimit, feeType, feeValue, mode, allowApi };
}

export function WithdrawalConfigForm({ sellerId, config }: { sellerId: string; config: WithdrawalConfigJson }) {
  const save = useSaveWithdrawalConfig(sellerId);
  const { form, onSubmit, failure, updatedAt, showSaved } = useSettingsForm({
    schema: PutWithdrawalConfigSchema,
    config,
    valuesOf,
    save: save.mutateAsync,
    fields: FIELDS,
  });
  const feeType = form.watch("feeType");

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Regras de saque" className="space-y-4">
      <p className="text-sm text-slate-600">
        {updatedAt
          ? `Regras próprias deste vendedor, alteradas em ${formatDateTime(updatedAt)}.`
          : "Este vendedor usa as regras padrão da plataforma."}
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormMoneyField control={form.control} name="minAmount" label="Saque mínimo" />
        <FormMoneyField
          control={form.control}
          name="maxAmount"
          label="Saque máximo"
          hint={`Até ${formatBRL(MAX_PAYMENT_CENTS)}.`}
        />
        <FormMoneyField
          control={form.control}
          name="dailyLimit"
          label="Limite diário"
          hint="Soma dos saques de um dia (horário de Brasília)."
        />
        <SelectField
          label="Tipo de tarifa"
          options={FEE_TYPE_OPTIONS}
          error={form.formState.errors.feeType?.message}
          {...form.register("feeType", { onChange: () => form.setValue("feeValue", 0) })}
        />
        {feeType === "PERCENTAGE" ? (
          <FormPercentField
            control={form.control}
            name="feeValue"
            label="Tarifa por saque (%)"
            hint="Descontada do valor enviado."
          />
        ) : (
          <FormMoneyField
            control={form.control}
            name="feeValue"
            label="Tarifa por saque"
            emptyAs={0}
            hint="R$ 0,00 para não cobrar tarifa."
          />
        )}
        <SelectField
          label="Aprovação"
          options={MODE_OPTIONS}
          error={form.formState.errors.mode?.message}
          {...form.register("mode")}
        />
      </div>
      <CheckboxField
        label="Permitir saques pela API"
        hint="Integrações do vendedor podem pedir saques sem passar pelo painel."
        {...form.register("allowApi")}
      />
      <SettingsActions
        submitLabel="Salvar regras de saque"
        savedText="Regras de saque salvas."
        pending={form.formState.isSubmitting}
        showSaved={showSaved}
      />
    </form>
  );
}
