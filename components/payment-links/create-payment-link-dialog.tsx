"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { centsToReais } from "@/lib/money";
import { CreatePaymentLinkSchema, type PaymentLinkJson } from "@/lib/payment-links/schema";
import { type PaymentLinkForm, PaymentLinkFields, PaymentLinkLimitFields } from "./payment-link-fields";
import { useCreatePaymentLink } from "./use-create-payment-link";

export function CreatePaymentLinkDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (link: PaymentLinkJson) => void;
}) {
  const create = useCreatePaymentLink();
  const form: PaymentLinkForm = useForm({
    resolver: zodResolver(CreatePaymentLinkSchema),
    defaultValues: { description: "", amount: "", expiresAt: "", maxPayments: null },
  });

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["description", "amount", "expiresAt", "maxPayments"],
    send: async (values) =>
      onCreated(
        await create.mutateAsync({
          description: values.description,
          amount: centsToReais(values.amount),
          expiresAt: values.expiresAt?.toISOString() ?? null,
          maxPayments: values.maxPayments ?? null,
        }),
      ),
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
      <PaymentLinkFields form={form} />
      <PaymentLinkLimitFields form={form} />
    </FormDialog>
  );
}
