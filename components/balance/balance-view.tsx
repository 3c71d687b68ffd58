"use client";

import { QueryError } from "@/components/seller/query-error";
import { QueryState } from "@/components/seller/query-state";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import type { Page } from "@/lib/http/pagination";
import type { InfractionJson } from "@/lib/infractions/schema";
import { BalanceCards } from "./balance-cards";
import { ExportOfxForm } from "./export-ofx-form";
import type { BalanceJson, TransactionJson } from "./balance-types";
import { SellerHolds } from "./seller-holds";
import { StatementTable } from "./statement-table";
import { useGetBalance } from "./use-get-balance";
import { useListTransactions } from "./use-list-transactions";

type BalanceViewProps = { page: number; initialBalance: BalanceJson; initialStatement: Page<TransactionJson>; initialHolds: Page<InfractionJson> };

export function BalanceView({ page, initialBalance, initialStatement, initialHolds }: BalanceViewProps) {
  const balance = useGetBalance(initialBalance);
  const statement = useListTransactions(page, initialStatement);
  const lines = statement.data;
  return (
    <>
      {balance.error && <QueryError error={balance.error} onRetry={() => balance.refetch()} title="Não foi possível atualizar o saldo" />}
      <BalanceCards balance={balance.data} />
      <SellerHolds initialData={initialHolds} />
      <Card title="Extrato">
        <ExportOfxForm />
        <QueryState
          query={statement}
          what="o extrato"
          isEmpty={(current) => current.totalRecords === 0}
          empty={<EmptyState title="Nenhuma movimentação ainda">Os pagamentos recebidos, as tarifas e os saques aparecem aqui.</EmptyState>}
        >
          {(current) => <StatementTable lines={current.data} />}
        </QueryState>
        <Pagination basePath="/seller/balance" page={lines.currentPage} totalPages={lines.totalPages} />
      </Card>
    </>
  );
}
