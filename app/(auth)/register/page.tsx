import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import { AuthShell } from "@/components/layout/auth-shell";

export const metadata: Metadata = { title: "Criar conta" };

export default function RegisterPage() {
  return (
    <AuthShell title="Crie sua conta" subtitle="Cadastre sua empresa para começar a receber por PIX.">
      <RegisterForm />
    </AuthShell>
  );
}
