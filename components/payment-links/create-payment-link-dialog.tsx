"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { MoneyField } from "@/components/ui/money-field";
import { TextField } from "@/components/ui/text-field";
import { applyServerErrors } from "@/lib/http/api-client";
import { centsToReais } from "@/lib/money";
import { CreatePaymentLinkSchema, type PaymentLinkJson } from "@/lib/payment-links/schema";
import type { z } from "@/lib/zod";
import { useCreatePaymentLink } from "./use-create-payment-link";

type LinkValues = z.input<typeof CreatePaymentLinkSchema>;

export function CreatePaymentLinkDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (link: PaymentLinkJson) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreatePaymentLink();
  const form = useForm<LinkValues, unknown, z.output<typeof CreatePaymentLinkSchema>>({
    resolver: zodResolver(CreatePaymentLinkSchema),
    defaultValues: { description: "", amount: "" },
  });

  function close() {
    setFailure(null);
    form.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const link = await create.mutateAsync({ description: values.description, amount: centsToReais(values.amount) });
      form.reset();
      onCreated(link);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ["description", "amount"]));
    }
  });

  return (
    <Dialog open={open} onClose={close} title="Novo link de pagamento">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Descrição"
          hint="O comprador vê este texto no checkout."
          maxLength={200}
          autoComplete="off"
          error={form.formState.errors.description?.message}
          {...form.register("description")}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyField
              ref={field.ref}
              name={field.name}
              label="Valor"
              hint="De R$ 1,00 a R$ 1.000.000,00"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Criar link
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
