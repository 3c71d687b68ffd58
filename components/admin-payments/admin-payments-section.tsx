import Link from "next/link";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import type { listAdminPayments, paymentTotals } from "@pix/core/payments/service";
import { AdminPaymentsTable, sellerName } from "./admin-payments-table";
import { PaymentTotals } from "./payment-totals";

type AdminPaymentsSectionProps = {
  list: ReturnType<typeof listAdminPayments>;
  totals: ReturnType<typeof paymentTotals>;
  basePath: string;
  /** The filters in use, as query-string values. */
  params: Record<string, string>;
};

/** Totals and the page of payments, once both arrive. */
export async function AdminPaymentsSection({ list, totals, basePath, params }: AdminPaymentsSectionProps) {
  const [payments, sums] = await Promise.all([list, totals]);
  const filtered = Object.keys(params).length > 0;
  const { sellerId, seller: _typed, ...withoutSeller } = params;
  const seller = payments.data[0]?.customer;
  return (
    <>
      <PaymentTotals totals={sums} />
      <Card>
        {sellerId && (
          <p className="mb-4 text-sm text-slate-600">
            Pagamentos de <strong>{seller ? sellerName(seller) : `vendedor ${sellerId}`}</strong> ·{" "}
            <Link
              href={`${basePath}?${new URLSearchParams(withoutSeller)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              ver de todos os vendedores
            </Link>
          </p>
        )}
        {payments.data.length === 0 ? (
          filtered ? (
            <p className="text-sm text-slate-600">Nenhum pagamento encontrado com esses filtros.</p>
          ) : (
            <EmptyState title="Nenhum pagamento ainda">
              Os pagamentos aparecem aqui assim que um comprador gera uma cobrança PIX.
            </EmptyState>
          )
        ) : (
          <AdminPaymentsTable payments={payments.data} />
        )}
        <Pagination basePath={basePath} page={payments.currentPage} totalPages={payments.totalPages} params={params} />
      </Card>
    </>
  );
}
