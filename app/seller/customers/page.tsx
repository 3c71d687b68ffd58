import type { Metadata } from "next";
import { CustomersView } from "@/components/customers/customers-view";
import { AccountInReviewPage } from "@/components/seller/account-in-review";
import { type SearchParams, readPage, readParam } from "@/components/seller/search-params";
import { requirePageUser, sessionActor } from "@/lib/auth/session";
import { CustomerListQuerySchema } from "@/lib/customers/schema";
import { listCustomers } from "@/lib/customers/service";

export const metadata: Metadata = { title: "Clientes" };

export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageUser();
  if (!user.approved) return <AccountInReviewPage title="Clientes" />;
  const params = await searchParams;
  const filters = { search: readParam(params, "search", CustomerListQuerySchema.shape.search), page: readPage(params) };
  const initialPage = await listCustomers(sessionActor(user), { ...filters, perPage: 20 });
  return <CustomersView filters={filters} initialPage={initialPage} />;
}
