import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { AuthShell } from "@/components/layout/auth-shell";
import type { SearchParams } from "@/components/seller/search-params";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

export const metadata: Metadata = { title: "Entrar" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { callbackUrl } = await searchParams;
  return (
    <AuthShell title="Entrar" subtitle="Acesse o painel da sua empresa.">
      <LoginForm callbackUrl={safeCallbackUrl(callbackUrl)} />
    </AuthShell>
  );
}
