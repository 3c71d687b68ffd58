"use client";

import { useState } from "react";
import type { BalanceJson } from "@/components/balance/balance-types";
import { useGetBalance } from "@/components/balance/use-get-balance";
import { RoleLimit, useCan } from "@/components/seller/member-role";
import { QueryError } from "@/components/seller/query-error";
import { QueryState } from "@/components/seller/query-state";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { formatReais } from "@/components/browser/reais";
import type { Page } from "@/lib/http/pagination";
import { CancelWithdrawalDialog } from "./cancel-withdrawal-dialog";
import { PayoutKeyCard } from "./payout-key-card";
import { useGetPayoutKey } from "./use-payout-key";
import { useGetWithdrawalConfig } from "./use-get-withdrawal-config";
import { useListWithdrawals } from "./use-list-withdrawals";
import { WithdrawalForm } from "./withdrawal-form";
import type { PayoutKeyJson, WithdrawalConfigJson, WithdrawalJson } from "./withdrawal-keys";
import { WithdrawalRules } from "./withdrawal-rules";
import { WithdrawalsTable } from "./withdrawals-table";

type WithdrawalsViewProps = {
  page: number;
  initialBalance: BalanceJson;
  initialConfig: WithdrawalConfigJson;
  initialWithdrawals: Page<WithdrawalJson>;
  initialPayoutKey: PayoutKeyJson | null;
  /** The person signs in with two-factor: a payout key change asks for a code. */
  totpEnabled: boolean;
};

export function WithdrawalsView({
  page,
  initialBalance,
  initialConfig,
  initialWithdrawals,
  initialPayoutKey,
  totpEnabled,
}: WithdrawalsViewProps) {
  const [cancelling, setCancelling] = useState<WithdrawalJson | null>(null);
  const canWithdraw = useCan("withdraw");
  const balance = useGetBalance(initialBalance);
  const config = useGetWithdrawalConfig(initialConfig);
  const payoutKey = useGetPayoutKey(initialPayoutKey);
  const withdrawals = useListWithdrawals(page, initialWithdrawals);
  const history = withdrawals.data;

  return (
    <>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr]">
        <Card title="Solicitar saque">
          <div className="mb-4 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3">
            <p className="text-sm text-brand-800">Saldo disponível</p>
            <p className="text-2xl font-semibold tabular-nums text-brand-800">
              {formatReais(balance.data.availableBalance)}
            </p>
          </div>
          {balance.error && (
            <QueryError
              error={balance.error}
              onRetry={() => balance.refetch()}
              title="Não foi possível atualizar o saldo"
            />
          )}
          {canWithdraw ? (
            <WithdrawalForm
              config={config.data}
              availableBalance={balance.data.availableBalance}
              payoutKey={payoutKey.data}
            />
          ) : (
            <RoleLimit permission="withdraw" />
          )}
        </Card>
        <div className="space-y-6">
          <PayoutKeyCard initialKey={initialPayoutKey} totpEnabled={totpEnabled} />
          <Card title="Suas regras de saque">
            {config.error && (
              <QueryError
                error={config.error}
                onRetry={() => config.refetch()}
                title="Não foi possível atualizar as regras"
              />
            )}
            <WithdrawalRules config={config.data} />
            <p className="mt-4 text-xs text-slate-500">
              A tarifa é descontada do valor do saque. As regras são definidas pela plataforma; fale com o suporte para
              alterá-las.
            </p>
          </Card>
        </div>
      </div>
      <Card title="Histórico">
        <QueryState
          query={withdrawals}
          what="o histórico"
          isEmpty={(current) => current.totalRecords === 0}
          empty={
            <EmptyState title="Nenhum saque ainda">
              Os saques que você solicitar aparecem aqui, com o andamento de cada um.
            </EmptyState>
          }
        >
          {(current) => <WithdrawalsTable withdrawals={current.data} onCancel={setCancelling} />}
        </QueryState>
        <Pagination basePath="/seller/withdrawals" page={history.currentPage} totalPages={history.totalPages} />
      </Card>
      <CancelWithdrawalDialog withdrawal={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
