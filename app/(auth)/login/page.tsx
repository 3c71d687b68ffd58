import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { AuthShell } from "@/components/layout/auth-shell";

export const metadata: Metadata = { title: "Entrar" };

export default function LoginPage() {
  return (
    <AuthShell title="Entrar" subtitle="Acesse o painel da sua empresa.">
      <LoginForm />
    </AuthShell>
  );
}
