"use client";

import Link from "next/link";
import { QueryState } from "@/components/seller/query-state";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { definedParams } from "@/components/seller/search-params";
import type { Page } from "@/lib/http/pagination";
import type { PaymentJson } from "@/lib/payments/schema";
import { type PaymentListTotalsJson, PaymentListTotals } from "./payment-list-totals";
import { PaymentDrawer } from "./payment-drawer";
import type { PaymentFilters } from "./payment-keys";
import { PaymentsTable } from "./payments-table";
import { usePaymentInUrl } from "./payment-url";
import { useListPayments } from "./use-list-payments";

export function PaymentsView({
  basePath,
  filters,
  initialPage,
  initialTotals,
}: {
  basePath: string;
  filters: PaymentFilters;
  initialPage: Page<PaymentJson>;
  initialTotals: PaymentListTotalsJson;
}) {
  const drawer = usePaymentInUrl();
  const payments = useListPayments(filters, initialPage);
  const page = payments.data;
  const { page: _current, ...kept } = filters;
  const filtered = Object.keys(definedParams(kept)).length > 0;

  return (
    <>
      <Card>
        <QueryState
          query={payments}
          what="os pagamentos"
          isEmpty={(current) => current.totalRecords === 0}
          empty={
            filtered ? (
              <p className="text-sm text-slate-600">Nenhum pagamento encontrado com esses filtros.</p>
            ) : (
              <EmptyState
                title="Nenhum pagamento ainda"
                action={
                  <Link href="/seller/links" className={buttonClass("primary")}>
                    Criar link de pagamento
                  </Link>
                }
              >
                Os pagamentos aparecem aqui assim que um comprador gera a cobrança PIX em um dos seus links.
              </EmptyState>
            )
          }
        >
          {(current) => (
            <>
              <PaymentsTable payments={current.data} onOpen={(payment) => drawer.open(payment.id)} />
              <PaymentListTotals filters={kept} initialData={initialTotals} />
            </>
          )}
        </QueryState>
        <Pagination
          basePath={basePath}
          page={page.currentPage}
          totalPages={page.totalPages}
          params={definedParams(kept)}
        />
      </Card>
      <PaymentDrawer
        paymentId={drawer.id}
        fromList={page.data.find((payment) => payment.id === drawer.id)}
        onClose={drawer.close}
        area="seller"
        basePath={basePath}
      />
    </>
  );
}
