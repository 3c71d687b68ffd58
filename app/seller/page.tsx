import type { Metadata } from "next";
import { EnterpriseStageBadge } from "@/components/enterprises/enterprise-stage-badge";
import { OnboardingStatus } from "@/components/enterprises/onboarding-status";
import { Card } from "@/components/ui/card";
import { requirePageUser, sessionActor } from "@/lib/auth/session";
import { formatCnpj } from "@/lib/br/documents";
import { findOwnEnterprise } from "@/lib/enterprises/service";

export const metadata: Metadata = { title: "Painel do vendedor" };

export default async function SellerHome() {
  const user = await requirePageUser();
  const enterprise = await findOwnEnterprise(sessionActor(user));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Olá, {user.companyName}</h1>
        <p className="text-sm text-slate-600">Área do vendedor</p>
      </div>
      <OnboardingStatus approved={user.approved} enterprise={enterprise} />
      <Card title="Empresa">
        {enterprise ? (
          <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Nome fantasia</dt>
              <dd className="font-medium">{enterprise.commercialName}</dd>
            </div>
            <div>
              <dt className="text-slate-500">CNPJ</dt>
              <dd className="font-medium">{formatCnpj(enterprise.cnpj)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Situação</dt>
              <dd className="mt-0.5">
                <EnterpriseStageBadge enterprise={enterprise} />
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-slate-600">Nenhuma empresa cadastrada ainda.</p>
        )}
      </Card>
    </div>
  );
}
