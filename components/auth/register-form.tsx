"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { RegisterSchema } from "@/lib/auth/schema";
import { apiFetch, applyServerErrors } from "@/components/browser/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { NewPasswordField } from "@/components/ui/new-password-field";
import { TextField } from "@/components/ui/text-field";
import { signInWithPassword } from "./sign-in";
import type { z } from "@/lib/zod";

type RegisterValues = z.input<typeof RegisterSchema>;
const FIELDS = ["email", "password", "companyName"] as const;

export function RegisterForm() {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterValues, unknown, z.output<typeof RegisterSchema>>({
    resolver: zodResolver(RegisterSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiFetch("/api/v1/auth/register", { method: "POST", body: values });
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS));
      return;
    }
    const outcome = await signInWithPassword(values.email, values.password);
    router.replace(outcome === "ok" ? "/seller" : "/login");
    router.refresh();
  });

  return (
    // POST, so that a submit before hydration (or without JS) never puts the password in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Nome da empresa"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...form.register("companyName")}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <NewPasswordField label="Senha" error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" loading={isSubmitting} loadingText="Criando conta…" className="w-full">
        Criar conta
      </Button>
      <p className="text-center text-sm text-slate-600">
        Já tem conta?{" "}
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          Entrar
        </Link>
      </p>
    </form>
  );
}
