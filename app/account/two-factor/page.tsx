import type { Metadata } from "next";
import { TwoFactorSettings } from "@/components/account/two-factor-settings";
import { PageHeader } from "@/components/seller/page-header";
import { Alert } from "@/components/ui/alert";
import { requirePageUser } from "@/app/_server/page-session";
import { mustEnrolTotp } from "@pix/core/auth/admin-2fa";
import { homeFor } from "@pix/core/auth/page-access";
import { totpStatus } from "@pix/core/auth/totp";

export const metadata: Metadata = { title: "Verificação em duas etapas" };

export default async function TwoFactorPage() {
  const actor = await requirePageUser();
  const status = await totpStatus(actor);
  const mustEnrol = mustEnrolTotp(actor);
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Verificação em duas etapas"
        description="Um código do aplicativo autenticador do seu celular, além da senha, para entrar e para mudanças sensíveis."
      />
      {mustEnrol && (
        <Alert tone="warning" title="Ative para continuar">
          Administradores desta plataforma precisam da verificação em duas etapas. Ative-a abaixo; em seguida a
          administração se abre.
        </Alert>
      )}
      <TwoFactorSettings
        status={{ ...status, enabledAt: status.enabledAt?.toISOString() ?? null }}
        email={actor.email}
        homeHref={homeFor(actor)}
        mustEnrol={mustEnrol}
      />
    </div>
  );
}
