"use client";

import type { ReactNode } from "react";
import { QueryError } from "@/components/seller/query-error";
import { QueryState } from "@/components/seller/query-state";
import { definedParams } from "@/components/seller/search-params";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import type { InfractionJson } from "@/lib/infractions/schema";
import { BalanceCards } from "./balance-cards";
import type {
  BalanceJson,
  ReserveHoldJson,
  StatementRange,
  StatementTotalsJson,
  TransactionJson,
} from "./balance-types";
import { ReserveHolds } from "./reserve-holds";
import { SellerHolds } from "./seller-holds";
import { StatementExports } from "./statement-exports";
import { StatementTable } from "./statement-table";
import { StatementTotals } from "./statement-totals";
import { useGetBalance } from "./use-get-balance";
import { useListTransactions } from "./use-list-transactions";

type BalanceViewProps = {
  page: number;
  reservePage: number;
  range: StatementRange;
  /** The period as the URL keeps it (for the pagination links). */
  periodParams: Record<string, string>;
  /** The period's presets and custom form, rendered by the server. */
  periodPicker: ReactNode;
  initialBalance: BalanceJson;
  initialStatement: Page<TransactionJson>;
  initialTotals: StatementTotalsJson;
  initialHolds: Page<InfractionJson>;
  initialReserve: Page<ReserveHoldJson>;
};

export function BalanceView({
  page,
  reservePage,
  range,
  periodParams,
  periodPicker,
  initialBalance,
  initialStatement,
  initialTotals,
  initialHolds,
  initialReserve,
}: BalanceViewProps) {
  const balance = useGetBalance(initialBalance);
  const statement = useListTransactions(page, range, initialStatement);
  const lines = statement.data;
  return (
    <>
      {balance.error && (
        <QueryError
          error={balance.error}
          onRetry={() => balance.refetch()}
          title="Não foi possível atualizar o saldo"
        />
      )}
      <BalanceCards balance={balance.data} />
      <SellerHolds initialData={initialHolds} />
      <Card title="Extrato">
        <div className="mb-4 space-y-4">
          {periodPicker}
          <StatementTotals range={range} initialData={initialTotals} />
          <StatementExports range={range} />
        </div>
        <QueryState
          query={statement}
          what="o extrato"
          isEmpty={(current) => current.totalRecords === 0}
          empty={
            <EmptyState title="Nenhuma movimentação no período">
              Escolha outro período acima. Os pagamentos recebidos, as tarifas e os saques aparecem aqui.
            </EmptyState>
          }
        >
          {(current) => <StatementTable lines={current.data} />}
        </QueryState>
        <Pagination
          basePath="/seller/balance"
          page={lines.currentPage}
          totalPages={lines.totalPages}
          params={definedParams({ ...periodParams, reservePage: reservePage > 1 ? reservePage : undefined })}
        />
      </Card>
      <ReserveHolds
        page={reservePage}
        params={definedParams({ ...periodParams, page: page > 1 ? page : undefined })}
        initialData={initialReserve}
      />
    </>
  );
}
