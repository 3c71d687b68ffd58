"use client";

import type { UseFormReturn } from "react-hook-form";
import { FormMoneyField } from "@/components/ui/form-fields";
import { TextField } from "@/components/ui/text-field";
import { CreatePaymentLinkSchema, LINK_AMOUNT_RANGE } from "@/lib/payment-links/schema";
import type { z } from "@/lib/zod";

export type PaymentLinkValues = z.input<typeof CreatePaymentLinkSchema>;
export type PaymentLinkForm = UseFormReturn<PaymentLinkValues, unknown, z.output<typeof CreatePaymentLinkSchema>>;

/** The fields a link is created and edited with: what the buyer sees and pays. */
export function PaymentLinkFields({ form }: { form: PaymentLinkForm }) {
  return (
    <>
      <TextField
        label="Descrição"
        hint="O comprador vê este texto no checkout."
        maxLength={200}
        autoComplete="off"
        error={form.formState.errors.description?.message}
        {...form.register("description")}
      />
      <FormMoneyField control={form.control} name="amount" label="Valor" hint={LINK_AMOUNT_RANGE} />
    </>
  );
}

/** Optional limits: a last day (until its end, São Paulo time) and a number of payments. */
export function PaymentLinkLimitFields({ form }: { form: PaymentLinkForm }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Válido até (opcional)"
        hint="Até o fim do dia, horário de Brasília."
        type="date"
        error={errors.expiresAt?.message}
        {...form.register("expiresAt")}
      />
      <TextField
        label="Limite de pagamentos (opcional)"
        hint="Pagamentos concluídos."
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.maxPayments?.message}
        {...form.register("maxPayments", {
          setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
        })}
      />
    </div>
  );
}
