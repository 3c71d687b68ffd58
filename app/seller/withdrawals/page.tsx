import type { Metadata } from "next";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { WithdrawalsView } from "@/components/withdrawals/withdrawals-view";
import { requireSellerPage, sessionActor } from "@/lib/auth/session";
import { sellerBalance } from "@/lib/ledger/balances";
import { getWithdrawalConfig } from "@/lib/withdrawals/config";
import { listWithdrawals } from "@/lib/withdrawals/service";

export const metadata: Metadata = { title: "Saques" };

export default async function WithdrawalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const page = readPage(await searchParams);
  const [initialBalance, initialConfig, initialWithdrawals] = await Promise.all([
    sellerBalance(user.id),
    getWithdrawalConfig(user.id),
    listWithdrawals(sessionActor(user), { page, perPage: 20 }),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader title="Saques" description="Transfira o saldo disponível para uma chave PIX." />
      <WithdrawalsView page={page} initialBalance={initialBalance} initialConfig={initialConfig} initialWithdrawals={initialWithdrawals} />
    </div>
  );
}
