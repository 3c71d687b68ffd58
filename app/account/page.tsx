import type { Metadata } from "next";
import { pendingEmailChange } from "@pix/core/accounts/email-change";
import { listBrowserSessions } from "@pix/core/accounts/sessions";
import { ChangePasswordCard } from "@/components/accounts/change-password-card";
import { EmailChangeCard } from "@/components/accounts/email-change-card";
import { SessionsCard } from "@/components/accounts/sessions-card";
import { TwoFactorCard } from "@/components/accounts/two-factor-card";
import { PageHeader } from "@/components/seller/page-header";
import { requirePageUser } from "@/app/_server/page-session";

export const metadata: Metadata = { title: "Minha conta" };

export default async function AccountPage() {
  const person = await requirePageUser();
  const [sessions, pendingChange] = await Promise.all([
    listBrowserSessions(person, { page: 1, perPage: 20 }),
    pendingEmailChange(person),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader title="Minha conta" description="Sua senha, seu e-mail de acesso e onde a sua conta está aberta." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChangePasswordCard userId={person.userId} />
        <EmailChangeCard email={person.email} initialPending={pendingChange} />
      </div>
      <SessionsCard initialSessions={sessions} />
      <TwoFactorCard enabled={person.totpEnabled} />
    </div>
  );
}
