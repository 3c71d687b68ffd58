"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import type { EmailVerifiedSchema } from "@/lib/accounts/schema";
import type { z } from "@/lib/zod";
import { ConfirmAccountLink } from "./confirm-account-link";
import { VERIFICATION_RETRY } from "./invalid-account-link";

export function ConfirmEmailVerification({ token, email }: { token: string; email: string }) {
  return (
    <ConfirmAccountLink<z.infer<typeof EmailVerifiedSchema>>
      path={`/api/v1/users/me/email-verifications/${token}`}
      retry={VERIFICATION_RETRY}
      prompt={
        <>
          Confirme que <strong className="break-all">{email}</strong> é o seu e-mail: é nele que você recebe os avisos
          da conta.
        </>
      }
      action="Confirmar meu e-mail"
      failureTitle="E-mail não confirmado"
      done={(answer) => (
        <>
          <Alert tone="success" title="E-mail confirmado">
            <strong className="break-all">{answer.email}</strong> está confirmado. A análise da empresa pode seguir.
          </Alert>
          <Link href="/login" className={buttonClass("primary", { className: "w-full" })}>
            Ir para o painel
          </Link>
        </>
      )}
    />
  );
}
