"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormMoneyField } from "@/components/ui/form-fields";
import { FormDialog } from "@/components/ui/form-dialog";
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
    <FormDialog
      open={open}
      onClose={close}
      title="Novo link de pagamento"
      failure={failure}
      onSubmit={onSubmit}
      submitLabel="Criar link"
      pendingLabel="Criando…"
      pending={form.formState.isSubmitting}
    >
      <TextField
        label="Descrição"
        hint="O comprador vê este texto no checkout."
        maxLength={200}
        autoComplete="off"
        error={form.formState.errors.description?.message}
        {...form.register("description")}
      />
      <FormMoneyField control={form.control} name="amount" label="Valor" hint="De R$ 1,00 a R$ 1.000.000,00" />
    </FormDialog>
  );
}
