"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { formatReais } from "@/components/browser/reais";
import { QueryState } from "@/components/seller/query-state";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { Page } from "@/lib/http/pagination";
import { balanceKeys } from "./balance-keys";
import type { ReserveHoldJson } from "./balance-types";

const STATUSES: Record<ReserveHoldJson["status"], { label: string; tone: BadgeTone; when: string }> = {
  HELD: { label: "Retido", tone: "warning", when: "libera em" },
  RELEASED: { label: "Liberado", tone: "success", when: "em" },
  REFUNDED: { label: "Usado em reembolso", tone: "neutral", when: "em" },
};

/**
 * The reserve, sale by sale: what it keeps, until when, and what refunds took from it. `params` keep the statement's
 * period and page in the pagination links.
 */
export function ReserveHolds({
  page,
  params,
  initialData,
}: {
  page: number;
  params: Record<string, string>;
  initialData: Page<ReserveHoldJson>;
}) {
  const holds = useQuery({
    queryKey: balanceKeys.reserve(page),
    queryFn: () =>
      apiFetch<Page<ReserveHoldJson>>(
        `/api/v1/seller-balances/me/reserve-holds?${new URLSearchParams({ page: String(page) })}`,
      ),
    initialData,
  });
  return (
    <div id="reserva" className="scroll-mt-4">
      <Card title="Reserva">
        <p className="mb-4 text-sm text-slate-600">
          A parte de cada venda retida como reserva e quando ela chega ao saldo disponível. Um reembolso usa primeiro o
          que a venda ainda tem na reserva.
        </p>
        <QueryState
          query={holds}
          what="a reserva"
          isEmpty={(current) => current.totalRecords === 0}
          empty={
            <EmptyState title="Nada em reserva">
              Quando parte de uma venda fica retida, ela aparece aqui com a data de liberação.
            </EmptyState>
          }
        >
          {(current) => <ReserveTable holds={current.data} />}
        </QueryState>
        <Pagination
          basePath="/seller/balance"
          page={holds.data.currentPage}
          totalPages={holds.data.totalPages}
          params={params}
          pageParam="reservePage"
          label="Paginação da reserva"
        />
      </Card>
    </div>
  );
}

function ReserveTable({ holds }: { holds: ReserveHoldJson[] }) {
  return (
    <Table caption="Reserva por venda">
      <thead>
        <tr className={headRowClass}>
          <Th>Venda</Th>
          <Th>Retido em</Th>
          <Th numeric>Valor</Th>
          <Th>Liberação</Th>
        </tr>
      </thead>
      <tbody>
        {holds.map((hold) => {
          const status = STATUSES[hold.status];
          return (
            <tr key={hold.id} className={bodyRowClass}>
              <Td>
                <Link href={`/seller/payments?search=${hold.paymentId}`} className="text-brand-700 hover:underline">
                  Pagamento de {hold.buyerName}
                </Link>
                <p className="text-xs text-slate-600">
                  Venda de {formatReais(hold.paymentAmount)}
                  {hold.kind === "PRECAUTIONARY" && " · retenção preventiva de conta nova"}
                </p>
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(hold.heldAt)}</Td>
              <Td numeric>
                {formatReais(hold.amount)}
                {hold.refunded > 0 && (
                  <p className="text-xs text-slate-600">{formatReais(hold.refunded)} usados em reembolso</p>
                )}
              </Td>
              <Td>
                <Badge tone={status.tone}>{status.label}</Badge>
                <p className="text-xs text-slate-600">
                  {status.when} {formatDateTime(hold.releasedAt ?? hold.releaseAt)}
                </p>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
