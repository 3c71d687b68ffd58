import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { direct } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import {
  type SearchWindow,
  searchCompanies,
  searchCustomers,
  searchLinks,
  searchPayments,
  searchSellers,
} from "./queries";
import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  type SearchKind,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from "./schema";
import { companyResult, customerResult, linkResult, paymentResult, type Reader, sellerResult } from "./serializers";
import { readTerm, type SearchTerm } from "./terms";

const SELLER_KINDS: readonly SearchKind[] = ["payment", "link", "customer"];

/** A seller searches the account acted in (every member of its team reads it all), an admin the whole platform. */
function readerOf(actor: Actor): Reader {
  if (actor.role === "admin") return "admin";
  if (actor.role !== "seller") throw new AppError("FORBIDDEN");
  if (!actor.approved) throw new AppError("SELLER_NOT_APPROVED");
  return "seller";
}

type Find = (
  term: SearchTerm,
  sellerId: string | null,
  window: SearchWindow,
  reader: Reader,
) => Promise<SearchResult[]>;

const FINDERS: Record<SearchKind, Find> = {
  payment: async (term, sellerId, window, reader) =>
    (await searchPayments(direct, term, sellerId, window)).map((row) => paymentResult(row, reader)),
  link: async (term, sellerId, window, reader) =>
    (await searchLinks(direct, term, sellerId, window)).map((row) => linkResult(row, reader)),
  customer: async (term, sellerId, window, reader) =>
    (await searchCustomers(direct, term, sellerId, window)).map((row) => customerResult(row, reader)),
  seller: async (term, _sellerId, window) => (await searchSellers(direct, term, window)).map(sellerResult),
  company: async (term, _sellerId, window) => (await searchCompanies(direct, term, window)).map(companyResult),
};

/**
 * The global search: one group per kind the caller may search (or the one asked for), each a page of exact matches
 * and then of rows containing the query, newest first, with one row more read to tell whether a next page exists.
 */
export async function search(actor: Actor, query: SearchQuery): Promise<SearchResponse> {
  const reader = readerOf(actor);
  const allowed = reader === "admin" ? SEARCH_KINDS : SELLER_KINDS;
  if (query.type && !allowed.includes(query.type))
    throw new AppError("FORBIDDEN", "Somente administradores buscam vendedores e empresas.");
  // Only an admin searches across sellers: a seller's queries are always bound to the account acted in.
  const sellerId = reader === "admin" ? null : actor.sellerId;
  const term = readTerm(query.q);
  const { page, perPage } = query;
  const window = { limit: perPage + 1, offset: (page - 1) * perPage };
  const kinds = allowed.filter((kind) => !query.type || kind === query.type);
  const groups = await Promise.all(
    kinds.map(async (type) => {
      const found = await FINDERS[type](term, sellerId, window, reader);
      return { type, label: SEARCH_KIND_LABELS[type], items: found.slice(0, perPage), hasMore: found.length > perPage };
    }),
  );
  return { query: term.text, page, perPage, groups };
}
