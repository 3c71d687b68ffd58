import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Whether sign-in also asks for a code from an authenticator app; its settings have a page of their own. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  return (
    <Card title="Verificação em duas etapas">
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {enabled ? <Badge tone="success">Ativada</Badge> : <Badge tone="warning">Desativada</Badge>}
          {enabled
            ? "Ao entrar, pedimos também um código do seu aplicativo autenticador."
            : "Proteja a sua conta pedindo, ao entrar, um código do seu aplicativo autenticador além da senha."}
        </p>
        <Link href="/account/two-factor" className={buttonClass("secondary")}>
          {enabled ? "Gerenciar a verificação em duas etapas" : "Ativar a verificação em duas etapas"}
        </Link>
      </div>
    </Card>
  );
}
