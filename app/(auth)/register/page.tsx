import type { Metadata } from "next";
import { leaveIfSignedIn } from "@/app/_server/page-session";
import { RegisterForm } from "@/components/auth/register-form";
import { AuthShell } from "@/components/layout/auth-shell";

export const metadata: Metadata = { title: "Criar conta" };

export default async function RegisterPage() {
  await leaveIfSignedIn();
  return (
    <AuthShell title="Crie sua conta" subtitle="Cadastre sua empresa para começar a receber por PIX.">
      <RegisterForm />
    </AuthShell>
  );
}
