"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { ApiError, apiFetch } from "@/components/browser/api-client";
import { errorMessage } from "@/components/browser/api-request";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import type { EmailChangedSchema } from "@/lib/accounts/schema";
import type { z } from "@/lib/zod";
import { InvalidAccountLink } from "./invalid-account-link";

/**
 * Confirms the new address with a click, not on opening the page: a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailChange({ token, newEmail }: { token: string; newEmail: string }) {
  const confirm = useMutation({
    mutationFn: () =>
      apiFetch<z.infer<typeof EmailChangedSchema>>(`/api/v1/users/me/email-changes/${token}`, {
        method: "POST",
        anonymous: true,
      }),
  });

  if (confirm.error instanceof ApiError && confirm.error.body.code === "ACCOUNT_LINK_INVALID")
    return <InvalidAccountLink retry={{ href: "/account", label: "Pedir a troca de novo em Minha conta" }} />;
  if (confirm.data) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="E-mail alterado">
          A partir de agora você entra com <strong className="break-all">{confirm.data.email}</strong>. Avisamos o
          endereço anterior.
        </Alert>
        <Link href="/account" className={buttonClass("primary", { className: "w-full" })}>
          Ir para Minha conta
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {confirm.error && (
        <Alert tone="error" title="E-mail não alterado">
          {errorMessage(confirm.error)}
        </Alert>
      )}
      <p className="text-sm text-slate-700">
        Confirme que <strong className="break-all">{newEmail}</strong> passa a ser o e-mail com que você entra na sua
        conta e recebe os avisos dela.
      </p>
      <Button
        type="button"
        className="w-full"
        loading={confirm.isPending}
        loadingText="Confirmando…"
        onClick={() => confirm.mutate()}
      >
        Confirmar novo e-mail
      </Button>
    </div>
  );
}
