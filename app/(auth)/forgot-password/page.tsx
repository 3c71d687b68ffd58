import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/accounts/forgot-password-form";
import { AuthShell } from "@/components/layout/auth-shell";

export const metadata: Metadata = { title: "Esqueci minha senha" };

export default function ForgotPasswordPage() {
  return (
    <AuthShell title="Esqueci minha senha" subtitle="Enviamos um link para você criar uma nova senha.">
      <ForgotPasswordForm />
    </AuthShell>
  );
}
