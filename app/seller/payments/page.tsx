import type { Metadata } from "next";
import { PaymentFilters } from "@/components/payments/payment-filters";
import { PaymentsView } from "@/components/payments/payments-view";
import { MemberRoleProvider } from "@/components/seller/member-role";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage, readParam } from "@/components/seller/search-params";
import { Card } from "@/components/ui/card";
import { requireSellerPage } from "@/app/_server/page-session";
import { listPaymentLinks } from "@pix/core/payment-links/service";
import { paymentListTotals } from "@pix/core/payments/list-totals";
import { listPayments } from "@pix/core/payments/service";
import { PaymentListQuerySchema } from "@pix/core/payments/schema";

export const metadata: Metadata = { title: "Pagamentos" };

const BASE_PATH = "/seller/payments";
/** The link filter lists the newest links; older ones still filter through a shared URL. */
const LINK_OPTIONS = 100;

function readFilters(params: SearchParams) {
  const shape = PaymentListQuerySchema.shape;
  const startDate = readParam(params, "startDate", shape.startDate);
  const endDate = readParam(params, "endDate", shape.endDate);
  const datesInOrder = !startDate || !endDate || startDate <= endDate;
  return {
    filters: {
      status: readParam(params, "status", shape.status),
      startDate: datesInOrder ? startDate : undefined,
      endDate: datesInOrder ? endDate : undefined,
      paymentLinkId: readParam(params, "paymentLinkId", shape.paymentLinkId),
      search: readParam(params, "search", shape.search),
      page: readPage(params),
    },
    dateError: datesInOrder ? undefined : "A data final deve ser igual ou posterior à inicial",
  };
}

export default async function PaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const { filters, dateError } = readFilters(await searchParams);
  const actor = user;
  const { page: _page, ...listFilters } = filters;
  const [initialPage, initialTotals, links] = await Promise.all([
    listPayments(actor, { ...filters, perPage: 20 }),
    paymentListTotals(actor, listFilters),
    listPaymentLinks(actor, { page: 1, perPage: LINK_OPTIONS }),
  ]);
  const linkOptions = links.data.map((link) => ({
    value: link.id,
    label: link.status === "ACTIVE" ? link.description : `${link.description} (desativado)`,
  }));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Pagamentos"
        description="Cobranças PIX dos seus links, com tarifas e o valor líquido de cada uma."
      />
      <Card>
        <PaymentFilters basePath={BASE_PATH} filters={filters} links={linkOptions} dateError={dateError} />
      </Card>
      <MemberRoleProvider role={user.memberRole}>
        <PaymentsView basePath={BASE_PATH} filters={filters} initialPage={initialPage} initialTotals={initialTotals} />
      </MemberRoleProvider>
    </div>
  );
}
