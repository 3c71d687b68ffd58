"use client";

import { QueryError } from "@/components/seller/query-error";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import { BalanceCards } from "./balance-cards";
import type { BalanceJson, TransactionJson } from "./balance-types";
import { StatementTable } from "./statement-table";
import { useGetBalance } from "./use-get-balance";
import { useListTransactions } from "./use-list-transactions";

type BalanceViewProps = { page: number; initialBalance: BalanceJson; initialStatement: Page<TransactionJson> };

export function BalanceView({ page, initialBalance, initialStatement }: BalanceViewProps) {
  const balance = useGetBalance(initialBalance);
  const statement = useListTransactions(page, initialStatement);
  const lines = statement.data;
  return (
    <>
      {balance.error && <QueryError error={balance.error} onRetry={() => balance.refetch()} title="Não foi possível atualizar o saldo" />}
      <BalanceCards balance={balance.data} />
      <Card title="Extrato">
        {statement.error && <QueryError error={statement.error} onRetry={() => statement.refetch()} title="Não foi possível atualizar o extrato" />}
        <div aria-busy={statement.isFetching} className={statement.isFetching ? "opacity-60 transition-opacity" : undefined}>
          {lines.totalRecords === 0 ? (
            <EmptyState title="Nenhuma movimentação ainda">Os pagamentos recebidos, as tarifas e os saques aparecem aqui.</EmptyState>
          ) : (
            <StatementTable lines={lines.data} />
          )}
        </div>
        <Pagination basePath="/seller/balance" page={lines.currentPage} totalPages={lines.totalPages} />
      </Card>
    </>
  );
}
