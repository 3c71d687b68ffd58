"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { errorMessage } from "@/components/browser/api-request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { EmailVerificationSentSchema } from "@/lib/accounts/schema";
import { formatDateTime } from "@/lib/dates";
import type { z } from "@/lib/zod";

/** Until the person uses the link sent at sign-up: what it is for, and a way to have another sent. */
export function EmailVerificationAlert({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () =>
      apiFetch<z.infer<typeof EmailVerificationSentSchema>>("/api/v1/users/me/email-verifications", {
        method: "POST",
      }),
  });
  return (
    <Alert tone="warning" title="Confirme seu e-mail">
      <p>
        Enviamos um link para <strong className="break-all">{email}</strong>. Use-o para confirmar que o endereço é seu:
        a empresa só é aprovada depois disso.
      </p>
      {resend.data ? (
        <p className="mt-2 font-medium">
          Enviamos um novo link para {resend.data.email}. Ele vale até {formatDateTime(resend.data.expiresAt)}.
        </p>
      ) : (
        <div className="mt-2 space-y-2">
          {resend.error && <p className="font-medium text-red-800">{errorMessage(resend.error)}</p>}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={resend.isPending}
            loadingText="Enviando…"
            onClick={() => resend.mutate()}
          >
            Reenviar o link
          </Button>
        </div>
      )}
    </Alert>
  );
}
