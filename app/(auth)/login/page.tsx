import type { Metadata } from "next";
import { leaveIfSignedIn } from "@/app/_server/page-session";
import { LoginForm } from "@/components/auth/login-form";
import { AuthShell } from "@/components/layout/auth-shell";
import type { SearchParams } from "@/components/seller/search-params";
import { safeCallbackUrl } from "@/lib/auth/callback-url";

export const metadata: Metadata = { title: "Entrar" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  await leaveIfSignedIn(callbackUrl);
  return (
    <AuthShell title="Entrar" subtitle="Acesse o painel da sua empresa.">
      <LoginForm callbackUrl={callbackUrl} />
    </AuthShell>
  );
}
