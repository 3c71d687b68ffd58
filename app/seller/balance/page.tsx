import type { Metadata } from "next";
import { PeriodPicker } from "@/components/admin-reports/period-picker";
import { BalanceView } from "@/components/balance/balance-view";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage, readParam } from "@/components/seller/search-params";
import { requireSellerPage } from "@/app/_server/page-session";
import { listTransactions, sellerBalance } from "@pix/core/ledger/balances";
import { readStatementPeriod, STATEMENT_PERIODS, statementPeriodParams } from "@pix/core/ledger/statement-period";
import { statementFirstDay, statementTotals } from "@pix/core/ledger/statement-totals";
import { MAX_PER_PAGE, PageQuerySchema } from "@pix/core/http/pagination";
import { listSellerInfractions } from "@pix/core/infractions/service";
import { listReserveHolds } from "@pix/core/reserves/holds";
import { saoPauloToday } from "@pix/core/time/sao-paulo-days";

export const metadata: Metadata = { title: "Saldo e extrato" };

export default async function BalancePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const params = await searchParams;
  const page = readPage(params);
  const reservePage = readParam(params, "reservePage", PageQuerySchema.shape.page) ?? 1;
  const period = readStatementPeriod(params, saoPauloToday(), await statementFirstDay(user));
  const range = { startDate: period.range.start, endDate: period.range.end };
  const [initialBalance, initialStatement, initialTotals, initialHolds, initialReserve] = await Promise.all([
    sellerBalance(user),
    listTransactions(user, { ...range, page, perPage: 20 }),
    statementTotals(user, range),
    listSellerInfractions(user, { page: 1, perPage: MAX_PER_PAGE }),
    listReserveHolds(user, { page: reservePage, perPage: 20 }),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Saldo e extrato"
        description="Quanto você tem disponível, o que está em reserva e cada movimentação do saldo."
      />
      <BalanceView
        page={page}
        reservePage={reservePage}
        range={range}
        periodParams={statementPeriodParams(period)}
        periodPicker={<PeriodPicker basePath="/seller/balance" selection={period} presets={STATEMENT_PERIODS} />}
        initialBalance={initialBalance}
        initialStatement={initialStatement}
        initialTotals={initialTotals}
        initialHolds={initialHolds}
        initialReserve={initialReserve}
      />
    </div>
  );
}
