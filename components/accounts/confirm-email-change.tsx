"use client";

import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import type { EmailChangedSchema } from "@/lib/accounts/schema";
import type { z } from "@/lib/zod";
import { ConfirmAccountLink } from "./confirm-account-link";

export function ConfirmEmailChange({ token, newEmail }: { token: string; newEmail: string }) {
  return (
    <ConfirmAccountLink<z.infer<typeof EmailChangedSchema>>
      path={`/api/v1/users/me/email-changes/${token}`}
      retry={{ href: "/account", label: "Pedir a troca de novo em Minha conta" }}
      prompt={
        <>
          Confirme que <strong className="break-all">{newEmail}</strong> passa a ser o e-mail com que você entra na sua
          conta e recebe os avisos dela.
        </>
      }
      action="Confirmar novo e-mail"
      failureTitle="E-mail não alterado"
      done={({ email }) => (
        <>
          <Alert tone="success" title="E-mail alterado">
            A partir de agora você entra com <strong className="break-all">{email}</strong>. Avisamos o endereço
            anterior.
          </Alert>
          <Link href="/account" className={buttonClass("primary", { className: "w-full" })}>
            Ir para Minha conta
          </Link>
        </>
      )}
    />
  );
}
