"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { centsToReais } from "@/lib/money";
import { CreatePaymentLinkSchema, type PaymentLinkJson } from "@/lib/payment-links/schema";
import { type PaymentLinkForm, PaymentLinkFields } from "./payment-link-fields";
import { useUpdatePaymentLink } from "./use-update-payment-link";

/** Mounted per link (keyed by its id), so the form starts from that link's values. */
export function EditPaymentLinkDialog({ link, onClose }: { link: PaymentLinkJson; onClose: () => void }) {
  const update = useUpdatePaymentLink(link.id);
  const form: PaymentLinkForm = useForm({
    resolver: zodResolver(CreatePaymentLinkSchema),
    defaultValues: { description: link.description, amount: link.amount },
  });

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["description", "amount"],
    send: async (values) => {
      await update.mutateAsync({ description: values.description, amount: centsToReais(values.amount) });
      onClose();
    },
    onClose,
  });

  return (
    <FormDialog
      open
      onClose={close}
      title="Editar link"
      description={<p>Só é possível editar enquanto o link não gerou nenhuma cobrança. O endereço do link continua o mesmo.</p>}
      failure={failure}
      onSubmit={submit}
      submitLabel="Salvar alterações"
      pendingLabel="Salvando…"
      pending={pending}
    >
      <PaymentLinkFields form={form} />
    </FormDialog>
  );
}
