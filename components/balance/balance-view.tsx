"use client";

import { QueryError } from "@/components/seller/query-error";
import { QueryState } from "@/components/seller/query-state";
import { definedParams } from "@/components/seller/search-params";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import type { InfractionJson } from "@/lib/infractions/schema";
import { BalanceCards } from "./balance-cards";
import { ExportOfxForm } from "./export-ofx-form";
import type { BalanceJson, TransactionJson } from "./balance-types";
import { SellerHolds } from "./seller-holds";
import { type StatementRange, StatementFilters } from "./statement-filters";
import { StatementTable } from "./statement-table";
import { useGetBalance } from "./use-get-balance";
import { useListTransactions } from "./use-list-transactions";

type BalanceViewProps = {
  page: number;
  range: StatementRange;
  dateError?: string;
  initialBalance: BalanceJson;
  initialStatement: Page<TransactionJson>;
  initialHolds: Page<InfractionJson>;
};

export function BalanceView({
  page,
  range,
  dateError,
  initialBalance,
  initialStatement,
  initialHolds,
}: BalanceViewProps) {
  const balance = useGetBalance(initialBalance);
  const statement = useListTransactions(page, range, initialStatement);
  const filtered = Boolean(range.startDate || range.endDate);
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
        <ExportOfxForm />
        <StatementFilters range={range} dateError={dateError} />
        <QueryState
          query={statement}
          what="o extrato"
          isEmpty={(current) => current.totalRecords === 0}
          empty={
            filtered ? (
              <EmptyState title="Nenhuma movimentação no período">Escolha outras datas ou limpe o filtro.</EmptyState>
            ) : (
              <EmptyState title="Nenhuma movimentação ainda">
                Os pagamentos recebidos, as tarifas e os saques aparecem aqui.
              </EmptyState>
            )
          }
        >
          {(current) => <StatementTable lines={current.data} />}
        </QueryState>
        <Pagination
          basePath="/seller/balance"
          page={lines.currentPage}
          totalPages={lines.totalPages}
          params={definedParams(range)}
        />
      </Card>
    </>
  );
}
