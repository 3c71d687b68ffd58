import type { Metadata } from "next";
import { emailChangeOfLink } from "@pix/core/accounts/email-change";
import { ConfirmEmailChange } from "@/components/accounts/confirm-email-change";
import { InvalidAccountLink } from "@/components/accounts/invalid-account-link";
import { AuthShell } from "@/components/layout/auth-shell";
import { readAccountLink } from "@/app/_server/account-link";

export const metadata: Metadata = { title: "Confirmar novo e-mail" };

/** Public: the link may be opened where the person is not signed in. Nothing changes until they confirm. */
export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const change = await readAccountLink(token, emailChangeOfLink);
  return (
    <AuthShell title="Confirmar novo e-mail" subtitle="O e-mail com que você entra na sua conta.">
      {change ? (
        <ConfirmEmailChange token={token} newEmail={change.newEmail} />
      ) : (
        <InvalidAccountLink retry={{ href: "/account", label: "Pedir a troca de novo em Minha conta" }} />
      )}
    </AuthShell>
  );
}
