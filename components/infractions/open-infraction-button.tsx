"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormMoneyField } from "@/components/ui/form-fields";
import { reaisFromCents } from "@/components/ui/money-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import { apiFetch } from "@/components/browser/api-client";
import { centsToReais, formatBRL } from "@/lib/money";
import { type InfractionJson, type OpenInfractionInput, OpenInfractionSchema } from "@/lib/infractions/schema";

type Values = { amount: string; reason: string };

/** "Abrir infração MED" on a finished payment: the amount typed is held from the seller's balance once confirmed. */
export function OpenInfractionButton({
  paymentId,
  refundableCents,
  summary,
}: {
  paymentId: string;
  refundableCents: number;
  summary: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useForm<Values, unknown, OpenInfractionInput>({
    resolver: apiSchemaResolver(OpenInfractionSchema, ({ amount, reason }: Values) => ({
      paymentId,
      amount: amount === "" ? undefined : amount,
      reason,
    })),
    defaultValues: { amount: reaisFromCents(refundableCents), reason: "" },
  });
  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["amount", "reason"],
    send: async ({ amount, reason }) => {
      await apiFetch<InfractionJson>("/api/v1/admin/infractions", {
        method: "POST",
        body: { paymentId, amount: amount === undefined ? undefined : centsToReais(amount), reason },
      });
      setOpen(false);
      router.push("/admin/infractions");
    },
    onClose: () => setOpen(false),
  });
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Abrir infração MED
      </Button>
      <FormDialog
        open={open}
        onClose={close}
        title="Abrir infração MED?"
        description={
          <p>
            {summary}. O valor informado sai do saldo disponível do vendedor e fica <strong>retido</strong> até você
            liberar ou devolver ao pagador; o saldo disponível pode ficar negativo (as próximas vendas cobrem primeiro;
            saques ficam bloqueados). Prazo de resposta do PSP: 7 dias.
          </p>
        }
        failure={failure}
        failureTitle="Infração não aberta"
        onSubmit={submit}
        submitLabel="Reter valor"
        pendingLabel="Retendo…"
        pending={pending}
        tone="danger"
        cancelLabel="Voltar"
      >
        <FormMoneyField
          control={form.control}
          name="amount"
          label="Valor a reter"
          hint={`Até ${formatBRL(refundableCents)}`}
        />
        <TextAreaField
          label="Motivo (o vendedor vê)"
          rows={3}
          maxLength={500}
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        />
      </FormDialog>
    </>
  );
}
