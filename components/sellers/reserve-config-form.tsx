"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { formatDateTime } from "@/lib/dates";
import { applyServerErrors } from "@/lib/http/api-client";
import { PutReserveConfigSchema, type ReserveConfigJson } from "@/lib/reserves/schema";
import type { z } from "@/lib/zod";
import { CheckboxField, FormPercentField } from "./form-fields";
import { useSaveReserveConfig } from "./use-seller-settings";
import { useSavedFeedback } from "./use-saved-feedback";

type Values = z.input<typeof PutReserveConfigSchema>;

const FIELDS = ["percentage", "days", "isActive"] as const;

const valuesOf = ({ percentage, days, isActive }: ReserveConfigJson): Values => ({ percentage, days, isActive });

export function ReserveConfigForm({ sellerId, config }: { sellerId: string; config: ReserveConfigJson }) {
  const save = useSaveReserveConfig(sellerId);
  const [failure, setFailure] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState(config.updatedAt);
  // raw: the API takes the percent as typed; the schema's parsed output is millionths.
  const form = useForm<Values, unknown, Values>({ resolver: zodResolver(PutReserveConfigSchema, undefined, { raw: true }), defaultValues: valuesOf(config) });
  const { showSaved, setSaved } = useSavedFeedback(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      setUpdatedAt(saved.updatedAt);
      setSaved(true);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reserva" className="space-y-4">
      <p className="text-sm text-slate-600">
        Parte do líquido de cada venda fica retida pelos dias indicados antes de ir para o saldo disponível.
        {updatedAt ? ` Alterada em ${formatDateTime(updatedAt)}.` : " Este vendedor está sem reserva (padrão)."}
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
      <CheckboxField label="Reserva ativa" hint="Desativada, as novas vendas não têm retenção; o que já está retido é liberado na data prevista." {...form.register("isActive")} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Salvar reserva
        </Button>
        {showSaved && <Alert tone="success">Reserva salva.</Alert>}
      </div>
    </form>
  );
}
