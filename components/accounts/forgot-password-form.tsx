"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { apiFetch } from "@/components/browser/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { PasswordResetRequestSchema } from "@/lib/accounts/schema";
import type { z } from "@/lib/zod";

type Values = z.input<typeof PasswordResetRequestSchema>;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof PasswordResetRequestSchema>>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const { failure, submit, pending } = useFormSubmit(form, {
    fields: ["email"],
    send: async (values) => {
      const answer = await apiFetch<{ message: string }>("/api/v1/auth/password-resets", {
        method: "POST",
        body: values,
        anonymous: true,
      });
      setSent(answer.message);
    },
  });
  const { errors } = form.formState;

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      {sent && (
        <Alert tone="success" title="Confira o seu e-mail">
          {sent}
        </Alert>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" loading={pending} loadingText="Enviando…" className="w-full">
        {sent ? "Enviar de novo" : "Enviar link"}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Lembrou a senha?{" "}
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          Entrar
        </Link>
      </p>
    </form>
  );
}
