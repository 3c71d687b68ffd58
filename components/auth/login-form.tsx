"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { LoginSchema } from "@/lib/auth/schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { type SignInOutcome, signInWithPassword } from "./sign-in";
import type { z } from "@/lib/zod";

type LoginValues = z.input<typeof LoginSchema>;

const FAILURES: Record<Exclude<SignInOutcome, "ok" | "totp-required">, string> = {
  invalid: "E-mail ou senha inválidos.",
  "rate-limited": "Muitas tentativas. Aguarde alguns minutos.",
  "totp-invalid": "Código inválido ou já usado. Confira o aplicativo e digite o código que aparece agora.",
};

/**
 * E-mail and password, then, for a person with two-factor sign-in on, a second step asking for the app's code (or a
 * recovery code). The e-mail and password stay in the form's state between the two. Then on to `callbackUrl` (a path
 * of this site, already checked) or to the person's home.
 */
export function LoginForm({ callbackUrl = null }: { callbackUrl?: string | null }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<"password" | "code">("password");
  const [recovery, setRecovery] = useState(false);
  const form = useForm<LoginValues, unknown, z.output<typeof LoginSchema>>({ resolver: zodResolver(LoginSchema) });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (step === "code") form.setFocus("totp");
  }, [step, recovery, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const outcome = await signInWithPassword(values.email, values.password, values.totp);
    if (outcome === "totp-required") {
      setStep("code");
      return;
    }
    if (outcome !== "ok") {
      setFailure(FAILURES[outcome]);
      if (step === "code") form.setValue("totp", "");
      return;
    }
    // /seller sends admins and people with no seller account on to their own home.
    router.replace(callbackUrl ?? "/seller");
    router.refresh();
  });

  function backToPassword() {
    setStep("password");
    setRecovery(false);
    setFailure(null);
    form.resetField("totp");
  }

  return (
    // POST, so that a submit before hydration (or without JS) never puts the password in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      {step === "password" ? (
        <>
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
          <p className="-mt-2 text-right text-sm">
            <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
              Esqueci minha senha
            </Link>
          </p>
          <Button type="submit" loading={isSubmitting} loadingText="Entrando…" className="w-full">
            Entrar
          </Button>
          <p className="text-center text-sm text-slate-600">
            Ainda não tem conta?{" "}
            <Link href="/register" className="font-semibold text-brand-700 hover:underline">
              Cadastre sua empresa
            </Link>
          </p>
        </>
      ) : (
        <>
          <div className="space-y-1 text-sm text-slate-600">
            <h2 className="text-base font-semibold text-slate-900">Verificação em duas etapas</h2>
            <p>
              Entrando como <span className="font-medium text-slate-900">{form.getValues("email")}</span>.{" "}
              {recovery
                ? "Digite um dos seus códigos de recuperação; cada um vale uma vez."
                : "Abra o seu aplicativo autenticador e digite o código de 6 dígitos."}
            </p>
          </div>
          <TextField
            key={recovery ? "recovery" : "app"}
            label={recovery ? "Código de recuperação" : "Código do aplicativo"}
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.totp?.message}
            {...form.register("totp")}
          />
          <Button type="submit" loading={isSubmitting} loadingText="Verificando…" className="w-full">
            Verificar
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button
              type="button"
              className="font-semibold text-brand-700 hover:underline"
              onClick={() => {
                setRecovery((shown) => !shown);
                form.setValue("totp", "");
                form.clearErrors("totp");
              }}
            >
              {recovery ? "Usar o código do aplicativo" : "Usar um código de recuperação"}
            </button>
            <button type="button" className="text-slate-600 hover:underline" onClick={backToPassword}>
              Voltar
            </button>
          </div>
        </>
      )}
    </form>
  );
}
