import type { Metadata } from "next";
import { EnterpriseStageBadge } from "@/components/enterprises/enterprise-stage-badge";
import { OnboardingStatus } from "@/components/enterprises/onboarding-status";
import { readPeriod } from "@/components/admin-reports/period";
import { SalesDashboard } from "@/components/seller/sales-dashboard";
import type { SearchParams } from "@/components/seller/search-params";
import { SellerOverview } from "@/components/seller/seller-overview";
import { Card } from "@/components/ui/card";
import { pageSellerAccounts, requireSellerPage } from "@/app/_server/page-session";
import { formatCnpj } from "@pix/core/br/documents";
import { findOwnEnterprise } from "@pix/core/enterprises/service";
import { sellerBalance } from "@pix/core/ledger/balances";
import { can } from "@pix/core/team/permissions";
import { listPayments } from "@pix/core/payments/service";

export const metadata: Metadata = { title: "Painel do vendedor" };

const RECENT_PAYMENTS = 5;

/** The money part of the home page; an unapproved seller has none yet. */
async function overviewOf(user: Awaited<ReturnType<typeof requireSellerPage>>) {
  if (!user.approved) return null;
  const [balance, recent] = await Promise.all([
    sellerBalance(user.sellerId),
    listPayments(user, { page: 1, perPage: RECENT_PAYMENTS }),
  ]);
  return { balance, recentPayments: recent.data };
}

export default async function SellerHome({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage();
  const selection = readPeriod(await searchParams);
  const [enterprise, overview, accounts] = await Promise.all([
    findOwnEnterprise(user),
    overviewOf(user),
    pageSellerAccounts(),
  ]);
  const account = accounts.find((each) => each.sellerId === user.sellerId);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Olá, {account?.companyName}</h1>
        <p className="text-sm text-slate-600">Área do vendedor</p>
      </div>
      <OnboardingStatus
        approved={user.approved}
        enterprise={enterprise}
        canComplete={can(user.memberRole, "company")}
      />
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
