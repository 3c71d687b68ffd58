import type { Metadata } from "next";
import { emailOfVerificationLink } from "@pix/core/accounts/email-verification";
import { ConfirmEmailVerification } from "@/components/accounts/confirm-email-verification";
import { InvalidAccountLink, VERIFICATION_RETRY } from "@/components/accounts/invalid-account-link";
import { AuthShell } from "@/components/layout/auth-shell";
import { readAccountLink } from "@/app/_server/account-link";

export const metadata: Metadata = { title: "Confirmar e-mail" };

/** Public: the link may be opened where the person is not signed in. Nothing changes until they confirm. */
export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await readAccountLink(token, emailOfVerificationLink);
  return (
    <AuthShell title="Confirmar e-mail" subtitle="O endereço em que você recebe os avisos da sua conta.">
      {link ? (
        <ConfirmEmailVerification token={token} email={link.email} />
      ) : (
        <InvalidAccountLink retry={VERIFICATION_RETRY} />
      )}
    </AuthShell>
  );
}
