"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { CurrentPasswordField } from "@/components/ui/current-password-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { type EmailChangeJson, EmailChangeRequestSchema } from "@/lib/accounts/schema";
import { formatDateTime } from "@/lib/dates";
import type { z } from "@/lib/zod";
import { useRequestEmailChange } from "./use-account";

type Values = z.input<typeof EmailChangeRequestSchema>;

/** The sign-in e-mail, and its change: a link to the new address confirms it, and until then the current one holds. */
export function EmailChangeCard({ email, initialPending }: { email: string; initialPending: EmailChangeJson | null }) {
  const request = useRequestEmailChange();
  const [pending, setPending] = useState(initialPending);
  const form = useForm<Values, unknown, z.output<typeof EmailChangeRequestSchema>>({
    resolver: zodResolver(EmailChangeRequestSchema),
    defaultValues: { newEmail: "", currentPassword: "" },
  });
  const {
    failure,
    submit,
    pending: sending,
  } = useFormSubmit(form, {
    fields: ["newEmail", "currentPassword"],
    send: async (values) => setPending(await request.mutateAsync(values)),
  });
  const { errors } = form.formState;

  return (
    <Card title="E-mail de acesso">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Você entra com <strong className="break-all font-medium text-slate-900">{email}</strong>. Os avisos da conta
          vão para esse endereço.
        </p>
        {pending && (
          <Alert tone="info" title="Troca aguardando confirmação">
            Enviamos um link para <strong className="break-all">{pending.newEmail}</strong>. Abra-o até{" "}
            {formatDateTime(pending.expiresAt)} para confirmar; até lá, o seu e-mail continua sendo o atual.
          </Alert>
        )}
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          {failure && (
            <Alert tone="error" title="Troca não pedida">
              {failure}
            </Alert>
          )}
          <TextField
            label="Novo e-mail"
            type="email"
            autoComplete="email"
            error={errors.newEmail?.message}
            {...form.register("newEmail")}
          />
          <CurrentPasswordField error={errors.currentPassword?.message} {...form.register("currentPassword")} />
          <Button type="submit" variant="secondary" loading={sending} loadingText="Enviando…">
            {pending ? "Enviar um novo link" : "Trocar e-mail"}
          </Button>
        </form>
      </div>
    </Card>
  );
}
