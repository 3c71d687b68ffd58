"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LoginSchema } from "@/lib/auth/schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signInWithPassword } from "./sign-in";
import type { z } from "@/lib/zod";

type LoginValues = z.input<typeof LoginSchema>;

/** Signs in and goes to `callbackUrl` (a path of this site, already checked) or to the person's home. */
export function LoginForm({ callbackUrl = null }: { callbackUrl?: string | null }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginValues, unknown, z.output<typeof LoginSchema>>({ resolver: zodResolver(LoginSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await signInWithPassword(values.email, values.password);
    if (outcome !== "ok") {
      setFailure(
        outcome === "rate-limited" ? "Muitas tentativas. Aguarde alguns minutos." : "E-mail ou senha inválidos.",
      );
      return;
    }
    // /seller sends admins and people with no seller account on to their own home.
    router.replace(callbackUrl ?? "/seller");
    router.refresh();
  });

  return (
    // POST, so that a submit before hydration (or without JS) never puts the password in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" loading={isSubmitting} loadingText="Entrando…" className="w-full">
        Entrar
      </Button>
      <p className="text-center text-sm text-slate-600">
        Ainda não tem conta?{" "}
        <Link href="/register" className="font-semibold text-brand-700 hover:underline">
          Cadastre sua empresa
        </Link>
      </p>
    </form>
  );
}
