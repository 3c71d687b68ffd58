import type { Metadata } from "next";
import { checkPasswordResetLink } from "@pix/core/accounts/password-reset";
import { InvalidAccountLink } from "@/components/accounts/invalid-account-link";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";
import { AuthShell } from "@/components/layout/auth-shell";
import { readAccountLink } from "@/app/_server/account-link";

export const metadata: Metadata = { title: "Criar uma nova senha" };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await readAccountLink(token, checkPasswordResetLink);
  return (
    <AuthShell title="Criar uma nova senha" subtitle="Escolha a senha que você vai usar para entrar.">
      {link ? (
        <ResetPasswordForm token={token} />
      ) : (
        <InvalidAccountLink retry={{ href: "/forgot-password", label: "Pedir um novo link" }} />
      )}
    </AuthShell>
  );
}
