import type { Metadata } from "next";
import { CustomersView } from "@/components/customers/customers-view";
import { MemberRoleProvider } from "@/components/seller/member-role";
import { type SearchParams, readPage, readParam } from "@/components/seller/search-params";
import { requireSellerPage } from "@/app/_server/page-session";
import { CustomerListQuerySchema } from "@pix/core/customers/schema";
import { listCustomers } from "@pix/core/customers/service";

export const metadata: Metadata = { title: "Clientes" };

export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const params = await searchParams;
  const filters = { search: readParam(params, "search", CustomerListQuerySchema.shape.search), page: readPage(params) };
  const initialPage = await listCustomers(user, { ...filters, perPage: 20 });
  return (
    <MemberRoleProvider role={user.memberRole}>
      <CustomersView filters={filters} initialPage={initialPage} />
    </MemberRoleProvider>
  );
}
