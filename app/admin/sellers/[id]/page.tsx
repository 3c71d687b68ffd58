import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { EnterpriseStageBadge } from "@/components/enterprises/enterprise-stage-badge";
import { PageSkeleton } from "@/components/seller/page-skeleton";
import { AccountBadge } from "@/components/sellers/account-badge";
import { RecentPayments } from "@/components/sellers/recent-payments";
import { RecentWithdrawals } from "@/components/sellers/recent-withdrawals";
import { ReserveConfigForm } from "@/components/sellers/reserve-config-form";
import { SellerBalances } from "@/components/sellers/seller-balances";
import { SellerFees } from "@/components/sellers/seller-fees";
import { WithdrawalConfigForm } from "@/components/sellers/withdrawal-config-form";
import { Card } from "@/components/ui/card";
import type { Actor } from "@pix/core/auth/actor";
import { requireAdminPage } from "@/app/_server/page-session";
import { formatCnpj } from "@pix/core/br/documents";
import { formatDate } from "@pix/core/dates";
import { sellerFees } from "@pix/core/fees/service";
import { sellerBalance } from "@pix/core/ledger/balances";
import { listAdminPayments } from "@pix/core/payments/service";
import { getReserveConfig } from "@pix/core/reserves/service";
import { type AdminSeller, getAdminSeller } from "@pix/core/sellers/admin-list";
import { getWithdrawalConfig } from "@pix/core/withdrawals/config";
import { SellerIdParamsSchema } from "@pix/core/withdrawals/schema";
import { listAdminWithdrawals } from "@pix/core/withdrawals/service";

export const metadata: Metadata = { title: "Vendedor" };

const RECENT = { page: 1, perPage: 5 };

async function loadSeller(actor: Actor, sellerId: string) {
  const seller = SellerIdParamsSchema.safeParse({ sellerId }).success ? await getAdminSeller(actor, sellerId) : null;
  if (!seller) notFound();
  return seller;
}

export default async function AdminSellerPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireAdminPage();
  // Looked up before the boundary starts the stream (and so the 200): an unknown id answers a real 404.
  const seller = await loadSeller(actor, (await params).id);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <SellerDetail actor={actor} seller={seller} />
    </Suspense>
  );
}

async function SellerDetail({ actor, seller }: { actor: Actor; seller: AdminSeller }) {
  const [balance, payments, withdrawals, withdrawalConfig, reserveConfig, fees] = await Promise.all([
    sellerBalance(actor, seller.id),
    listAdminPayments(actor, { sellerId: seller.id, ...RECENT }),
    listAdminWithdrawals(actor, { sellerId: seller.id, ...RECENT }),
    getWithdrawalConfig(actor, seller.id),
    getReserveConfig(actor, seller.id),
    sellerFees(actor, seller.id),
  ]);

  return (
    <div className="space-y-6">
      <Link href="/admin/sellers" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Vendedores
      </Link>
      <div>
        <h1 className="text-2xl font-semibold">{seller.companyName}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{seller.email}</span>
          <AccountBadge approved={seller.approved} />
          <span>Conta criada em {formatDate(seller.createdAt)}</span>
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title="Empresa">
          <CompanySummary enterprise={seller.enterprise} />
        </Card>
        <Card title="Saldos" className="lg:col-span-2">
          <SellerBalances balance={balance} />
          <Link
            href={`/admin/infractions?sellerId=${seller.id}`}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            Ver infrações MED deste vendedor
          </Link>
        </Card>
      </div>
      <Card title={`Pagamentos recentes (${payments.totalRecords} no total)`}>
        <RecentPayments payments={payments.data} />
        {payments.totalRecords > 0 && (
          <Link
            href={`/admin/payments?sellerId=${seller.id}`}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            Ver todos os pagamentos deste vendedor
          </Link>
        )}
      </Card>
      <Card title="Saques recentes">
        <RecentWithdrawals withdrawals={withdrawals.data} />
        {withdrawals.totalRecords > 0 && (
          <Link
            href={`/admin/withdrawals?view=all&sellerId=${seller.id}`}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            Ver todos os saques deste vendedor ({withdrawals.totalRecords})
          </Link>
        )}
      </Card>
      <Card title="Regras de saque">
        <WithdrawalConfigForm sellerId={seller.id} config={withdrawalConfig} />
      </Card>
      <Card title="Reserva de vendas">
        <ReserveConfigForm sellerId={seller.id} config={reserveConfig} />
      </Card>
      <Card title="Tarifas">
        <SellerFees sellerId={seller.id} companyName={seller.companyName} initialFees={fees} />
      </Card>
    </div>
  );
}

function CompanySummary({ enterprise }: { enterprise: AdminSeller["enterprise"] }) {
  if (!enterprise) return <p className="text-sm text-slate-600">O vendedor ainda não cadastrou a empresa.</p>;
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">{enterprise.commercialName}</p>
      <p className="tabular-nums text-slate-600">CNPJ {formatCnpj(enterprise.cnpj)}</p>
      <EnterpriseStageBadge enterprise={enterprise} />
      <p>
        <Link href={`/admin/enterprises/${enterprise.id}`} className="font-semibold text-brand-700 hover:underline">
          Ver cadastro da empresa
        </Link>
      </p>
    </div>
  );
}
