"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormMoneyField } from "@/components/ui/form-fields";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { centsToReais } from "@/lib/money";
import { CreatePaymentLinkSchema, LINK_AMOUNT_RANGE, type PaymentLinkJson } from "@/lib/payment-links/schema";
import type { z } from "@/lib/zod";
import { useCreatePaymentLink } from "./use-create-payment-link";

type LinkValues = z.input<typeof CreatePaymentLinkSchema>;

export function CreatePaymentLinkDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (link: PaymentLinkJson) => void }) {
  const create = useCreatePaymentLink();
  const form = useForm<LinkValues, unknown, z.output<typeof CreatePaymentLinkSchema>>({
    resolver: zodResolver(CreatePaymentLinkSchema),
    defaultValues: { description: "", amount: "" },
  });

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["description", "amount"],
    send: async (values) => onCreated(await create.mutateAsync({ description: values.description, amount: centsToReais(values.amount) })),
    onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Novo link de pagamento"
      failure={failure}
      onSubmit={submit}
      submitLabel="Criar link"
      pendingLabel="Criando…"
      pending={pending}
    >
      <TextField
        label="Descrição"
        hint="O comprador vê este texto no checkout."
        maxLength={200}
        autoComplete="off"
        error={form.formState.errors.description?.message}
        {...form.register("description")}
      />
      <FormMoneyField control={form.control} name="amount" label="Valor" hint={LINK_AMOUNT_RANGE} />
    </FormDialog>
  );
}
