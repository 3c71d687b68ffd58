import type { Metadata } from "next";
import { CustomersView } from "@/components/customers/customers-view";
import { type SearchParams, readPage, readParam } from "@/components/seller/search-params";
import { sessionActor } from "@/lib/auth/actor";
import { requireSellerPage } from "@/lib/auth/session";
import { CustomerListQuerySchema } from "@/lib/customers/schema";
import { listCustomers } from "@/lib/customers/service";

export const metadata: Metadata = { title: "Clientes" };

export default async function CustomersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const params = await searchParams;
  const filters = { search: readParam(params, "search", CustomerListQuerySchema.shape.search), page: readPage(params) };
  const initialPage = await listCustomers(sessionActor(user), { ...filters, perPage: 20 });
  return <CustomersView filters={filters} initialPage={initialPage} />;
}
