"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, apiFetch } from "@/components/browser/api-client";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { NewPasswordWithConfirmation } from "@/components/ui/new-password-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { z } from "@/lib/zod";
import { InvalidAccountLink } from "./invalid-account-link";
import { ResetPasswordFormSchema } from "./password-forms";

type Values = z.input<typeof ResetPasswordFormSchema>;
type Outcome = "form" | "done" | "invalid";

/** The new password, typed twice, set through the link; then the way to sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>("form");
  const form = useForm<Values, unknown, z.output<typeof ResetPasswordFormSchema>>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: "", confirmation: "" },
  });
  const { failure, submit, pending } = useFormSubmit(form, {
    fields: ["password"],
    send: async ({ password }) => {
      try {
        await apiFetch<void>(`/api/v1/auth/password-resets/${token}`, {
          method: "POST",
          body: { password },
          anonymous: true,
        });
        setOutcome("done");
      } catch (error) {
        if (!(error instanceof ApiError && error.body.code === "ACCOUNT_LINK_INVALID")) throw error;
        setOutcome("invalid");
      }
    },
  });

  if (outcome === "invalid")
    return <InvalidAccountLink retry={{ href: "/forgot-password", label: "Pedir um novo link" }} />;
  if (outcome === "done") {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="Senha alterada">
          Sua nova senha já vale. Por segurança, todas as sessões abertas da sua conta foram encerradas.
        </Alert>
        <Link href="/login" className={buttonClass("primary", { className: "w-full" })}>
          Entrar com a nova senha
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <NewPasswordWithConfirmation
        form={form}
        names={{ password: "password", confirmation: "confirmation" }}
        labels={{ password: "Nova senha", confirmation: "Repita a nova senha" }}
      />
      <Button type="submit" loading={pending} loadingText="Salvando…" className="w-full">
        Salvar a nova senha
      </Button>
    </form>
  );
}
