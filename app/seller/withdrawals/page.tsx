import type { Metadata } from "next";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { WithdrawalsView } from "@/components/withdrawals/withdrawals-view";
import { sessionActor } from "@/lib/auth/actor";
import { requireSellerPage } from "@/lib/auth/session";
import { sellerBalance } from "@/lib/ledger/balances";
import { getWithdrawalConfig } from "@/lib/withdrawals/config";
import { findPayoutKey } from "@/lib/withdrawals/payout-keys";
import { listWithdrawals } from "@/lib/withdrawals/service";

export const metadata: Metadata = { title: "Saques" };

export default async function WithdrawalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const page = readPage(await searchParams);
  const actor = sessionActor(user);
  const [initialBalance, initialConfig, initialWithdrawals, initialPayoutKey] = await Promise.all([
    sellerBalance(user.id),
    getWithdrawalConfig(user.id),
    listWithdrawals(actor, { page, perPage: 20 }),
    findPayoutKey(actor),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader title="Saques" description="Transfira o saldo disponível para a sua chave PIX de saque." />
      <WithdrawalsView
        page={page}
        initialBalance={initialBalance}
        initialConfig={initialConfig}
        initialWithdrawals={initialWithdrawals}
        initialPayoutKey={initialPayoutKey}
      />
    </div>
  );
}
