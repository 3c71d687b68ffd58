import type { Metadata } from "next";
import { PaymentLinksView } from "@/components/payment-links/payment-links-view";
import { MemberRoleProvider } from "@/components/seller/member-role";
import { type SearchParams, readPage, readParam } from "@/components/seller/search-params";
import { requireSellerPage } from "@/app/_server/page-session";
import { PaymentLinkListQuerySchema } from "@pix/core/payment-links/schema";
import { listPaymentLinks } from "@pix/core/payment-links/service";

export const metadata: Metadata = { title: "Links de pagamento" };

export default async function PaymentLinksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const params = await searchParams;
  const filters = {
    status: readParam(params, "status", PaymentLinkListQuerySchema.shape.status),
    page: readPage(params),
  };
  const initialPage = await listPaymentLinks(user, { ...filters, perPage: 20 });
  return (
    <MemberRoleProvider role={user.memberRole}>
      <PaymentLinksView filters={filters} initialPage={initialPage} />
    </MemberRoleProvider>
  );
}
