import type { Metadata } from "next";
import { MemberRoleProvider } from "@/components/seller/member-role";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { WithdrawalsView } from "@/components/withdrawals/withdrawals-view";
import { requireSellerPage } from "@/app/_server/page-session";
import { sellerBalance } from "@pix/core/ledger/balances";
import { findPayoutKey } from "@pix/core/withdrawals/payout-keys";
import { getOwnWithdrawalConfig, listWithdrawals } from "@pix/core/withdrawals/service";

export const metadata: Metadata = { title: "Saques" };

export default async function WithdrawalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const page = readPage(await searchParams);
  const actor = user;
  const [initialBalance, initialConfig, initialWithdrawals, initialPayoutKey] = await Promise.all([
    sellerBalance(user),
    getOwnWithdrawalConfig(actor),
    listWithdrawals(actor, { page, perPage: 20 }),
    findPayoutKey(actor),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader title="Saques" description="Transfira o saldo disponível para a sua chave PIX de saque." />
      <MemberRoleProvider role={user.memberRole}>
        <WithdrawalsView
          page={page}
          initialBalance={initialBalance}
          initialConfig={initialConfig}
          initialWithdrawals={initialWithdrawals}
          initialPayoutKey={initialPayoutKey}
          totpEnabled={user.totpEnabled}
        />
      </MemberRoleProvider>
    </div>
  );
}
