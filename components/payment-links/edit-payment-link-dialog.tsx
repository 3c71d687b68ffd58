"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { formatReais } from "@/components/browser/reais";
import { centsToReais } from "@/lib/money";
import { CreatePaymentLinkSchema, type PaymentLinkJson } from "@/lib/payment-links/schema";
import { saoPauloToday } from "@/lib/time/sao-paulo-days";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { type PaymentLinkForm, PaymentLinkFields, PaymentLinkLimitFields } from "./payment-link-fields";
import { useUpdatePaymentLink } from "./use-update-payment-link";

/** The São Paulo day a link's expiry ends: the instant is the first one after that day. */
const expiryDay = (expiresAt: string | null) => (expiresAt ? saoPauloToday(new Date(Date.parse(expiresAt) - 1)) : "");

/**
 * Mounted per link (keyed by its id), so the form starts from that link's values. Only the fields
 * changed are sent: a charged link's description and amount cannot change, and an expiry set to
 * the minute through the API stays as it is unless its day is changed here.
 */
export function EditPaymentLinkDialog({ link, onClose }: { link: PaymentLinkJson; onClose: () => void }) {
  const update = useUpdatePaymentLink(link.id);
  const charged = link.firstChargeAt !== null;
  const form: PaymentLinkForm = useForm({
    resolver: zodResolver(CreatePaymentLinkSchema),
    defaultValues: {
      description: link.description,
      amount: link.amount,
      expiresAt: expiryDay(link.expiresAt),
      maxPayments: link.maxPayments,
    },
  });

  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["description", "amount", "expiresAt", "maxPayments"],
    send: async (values) => {
      const dirty = form.formState.dirtyFields;
      const changes = {
        ...(dirty.description && { description: values.description }),
        ...(dirty.amount && { amount: centsToReais(values.amount) }),
        ...(dirty.expiresAt && { expiresAt: values.expiresAt?.toISOString() ?? null }),
        ...(dirty.maxPayments && { maxPayments: values.maxPayments ?? null }),
      };
      if (Object.keys(changes).length > 0) await update.mutateAsync(changes);
      onClose();
    },
    onClose,
  });

  return (
    <FormDialog
      open
      onClose={close}
      title="Editar link"
      description={
        charged ? (
          <p>
            Este link já gerou cobranças: <strong className="font-semibold text-slate-900">{link.description}</strong>{" "}
            por {formatReais(link.amount)} não muda mais. Ainda é possível alterar a validade e o limite de pagamentos.
          </p>
        ) : (
          <p>A descrição e o valor podem mudar até a primeira cobrança. O endereço do link continua o mesmo.</p>
        )
      }
      failure={failure}
      onSubmit={submit}
      submitLabel="Salvar alterações"
      pendingLabel="Salvando…"
      pending={pending}
    >
      {!charged && <PaymentLinkFields form={form} />}
      <PaymentLinkLimitFields form={form} />
    </FormDialog>
  );
}
