import type { Metadata } from "next";
import { BalanceView } from "@/components/balance/balance-view";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readDateRange, readPage } from "@/components/seller/search-params";
import { requireSellerPage } from "@/app/_server/page-session";
import { listTransactions, sellerBalance } from "@pix/core/ledger/balances";
import { MAX_PER_PAGE } from "@pix/core/http/pagination";
import { listSellerInfractions } from "@pix/core/infractions/service";

export const metadata: Metadata = { title: "Saldo e extrato" };

export default async function BalancePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const params = await searchParams;
  const page = readPage(params);
  const { dateError, ...range } = readDateRange(params);
  const [initialBalance, initialStatement, initialHolds] = await Promise.all([
    sellerBalance(user.sellerId),
    listTransactions(user.sellerId, { ...range, page, perPage: 20 }),
    listSellerInfractions(user, { page: 1, perPage: MAX_PER_PAGE }),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Saldo e extrato"
        description="Quanto você tem disponível, o que está em reserva e cada movimentação do saldo."
      />
      <BalanceView
        page={page}
        range={range}
        dateError={dateError}
        initialBalance={initialBalance}
        initialStatement={initialStatement}
        initialHolds={initialHolds}
      />
    </div>
  );
}
