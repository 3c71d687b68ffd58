import type { Metadata } from "next";
import { EmailVerificationAlert } from "@/components/accounts/email-verification-alert";
import { enterpriseStage } from "@/components/enterprises/enterprise-stage";
import { EnterpriseStageBadge } from "@/components/enterprises/enterprise-stage-badge";
import { OnboardingStatus } from "@/components/enterprises/onboarding-status";
import { readPeriod } from "@/components/admin-reports/period";
import { OpenInfractionsAlert } from "@/components/infractions/open-infractions-alert";
import { SalesDashboard } from "@/components/seller/sales-dashboard";
import type { SearchParams } from "@/components/seller/search-params";
import { SellerOverview } from "@/components/seller/seller-overview";
import { StartChecklist } from "@/components/seller/start-checklist";
import { Card } from "@/components/ui/card";
import { pageSellerAccounts, requireSellerPage } from "@/app/_server/page-session";
import { ownEmailVerification } from "@pix/core/accounts/email-verification";
import { formatCnpj } from "@pix/core/br/documents";
import { findOwnEnterprise } from "@pix/core/enterprises/service";
import { MAX_PER_PAGE } from "@pix/core/http/pagination";
import { listSellerInfractions } from "@pix/core/infractions/service";
import { sellerBalance } from "@pix/core/ledger/balances";
import { listPayments } from "@pix/core/payments/service";
import { startChecklist } from "@pix/core/sellers/start-checklist";

export const metadata: Metadata = { title: "Painel do vendedor" };

const RECENT_PAYMENTS = 5;

/** The money part of the home page; an unapproved seller has none yet. */
async function overviewOf(user: Awaited<ReturnType<typeof requireSellerPage>>) {
  if (!user.approved) return null;
  const [balance, recent, infractions] = await Promise.all([
    sellerBalance(user),
    listPayments(user, { page: 1, perPage: RECENT_PAYMENTS }),
    listSellerInfractions(user, { status: "OPEN", page: 1, perPage: MAX_PER_PAGE }),
  ]);
  return { balance, recentPayments: recent.data, openInfractions: infractions.data };
}

export default async function SellerHome({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage();
  const selection = readPeriod(await searchParams);
  const [enterprise, overview, accounts, checklist, emailState] = await Promise.all([
    findOwnEnterprise(user),
    overviewOf(user),
    pageSellerAccounts(),
    startChecklist(user),
    ownEmailVerification(user),
  ]);
  const account = accounts.find((each) => each.sellerId === user.sellerId);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Olá, {account?.companyName}</h1>
        <p className="text-sm text-slate-600">Área do vendedor</p>
      </div>
      {!emailState.verified && <EmailVerificationAlert email={emailState.email} />}
      <OnboardingStatus approved={user.approved} enterprise={enterprise} />
      {user.memberRole && (
        <StartChecklist
          checklist={checklist}
          memberRole={user.memberRole}
          stage={enterprise ? enterpriseStage(enterprise) : null}
        />
      )}
      {overview && <OpenInfractionsAlert open={overview.openInfractions} heldBalance={overview.balance.heldBalance} />}
      {overview && <SellerOverview balance={overview.balance} recentPayments={overview.recentPayments} />}
      {user.approved && <SalesDashboard seller={user} selection={selection} />}
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
