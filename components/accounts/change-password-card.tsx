"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NewPasswordWithConfirmation } from "@/components/ui/new-password-field";
import { CurrentPasswordField } from "@/components/ui/current-password-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { z } from "@/lib/zod";
import { ChangePasswordFormSchema } from "./password-forms";
import { useChangePassword } from "./use-account";

type Values = z.input<typeof ChangePasswordFormSchema>;

/** Changes the password with the current one; the other sessions end, this one stays. */
export function ChangePasswordCard({ userId }: { userId: string }) {
  const change = useChangePassword(userId);
  const [changed, setChanged] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof ChangePasswordFormSchema>>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmation: "" },
  });
  const { failure, submit, pending } = useFormSubmit(form, {
    fields: ["currentPassword", "newPassword"],
    send: async ({ currentPassword, newPassword }) => {
      setChanged(false);
      await change.mutateAsync({ currentPassword, newPassword });
      setChanged(true);
    },
  });
  const { errors } = form.formState;

  return (
    <Card title="Senha">
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        {changed && (
          <Alert tone="success" title="Senha alterada">
            As outras sessões foram encerradas e enviamos um aviso para o seu e-mail.
          </Alert>
        )}
        {failure && (
          <Alert tone="error" title="Senha não alterada">
            {failure}
          </Alert>
        )}
        <CurrentPasswordField
          label="Senha atual"
          hint="A que você usa hoje para entrar."
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <NewPasswordWithConfirmation
          form={form}
          names={{ password: "newPassword", confirmation: "confirmation" }}
          labels={{ password: "Nova senha", confirmation: "Repita a nova senha" }}
        />
        <Button type="submit" loading={pending} loadingText="Alterando…">
          Alterar senha
        </Button>
      </form>
    </Card>
  );
}
