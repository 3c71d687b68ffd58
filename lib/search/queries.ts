import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import type { SearchTerm } from "./terms";

/** The rows of one page of a group, and one more to tell whether another page follows. */
export type SearchWindow = { limit: number; offset: number };

type Matching = {
  table: "payments" | "payment_links" | "customers" | "users" | "enterprises";
  /** Who may see the row: a seller's own, live rows. */
  scope: Prisma.Sql;
  /** Equal to the id, e-mail or document the query reads as; null where the term has no such reading. */
  exact: (Prisma.Sql | null)[];
  /** Contains the query (ILIKE, on a trigram index). */
  contains: Prisma.Sql;
  /** Newest first; a seller's rows by their own index first (sellerRows). */
  order?: Prisma.Sql;
  /**
   * What the page carries: its ids, or for payments what the result shows, read with the match instead of by id
   * again in every month's index (payments is partitioned by month).
   */
  columns?: Prisma.Sql;
};

const NEWEST_FIRST = Prisma.sql`"createdAt" DESC, id DESC`;

/**
 * A page of matches (their ids, or the columns asked), newest first. A query that reads as an id, a PIX id, a whole
 * e-mail or a document is matched exactly, on btree indexes, and not as a part: no name contains a CPF or an e-mail,
 * and a trigram index is slow to rule one out (every e-mail shares the trigrams of its domain), so the planner would
 * scan instead. Other text is looked for in names and descriptions on the trigram indexes. The planner picks between
 * such an index and the newest-first walk with a filter by how common the text is, so neither reads far past the page.
 */
function pageOf(
  term: SearchTerm,
  { table, scope, exact, contains, order = NEWEST_FIRST, columns = Prisma.sql`id` }: Matching,
  { limit, offset }: SearchWindow,
) {
  const condition = term.exact ? (anyOf(exact) ?? Prisma.sql`false`) : contains;
  return Prisma.sql`(SELECT ${columns} FROM ${Prisma.raw(table)} WHERE ${scope} AND (${condition})
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`;
}

/**
 * A seller's rows, walked newest first on the seller's own (sellerId, createdAt…) index, never on the platform's
 * newest-first one. With "sellerId" = a constant the planner may walk every seller's newest rows and filter, costing it
 * as if the names searched were spread evenly over time: a buyer of a big seller who has not paid lately then costs a
 * walk past all the platform's recent payments (docs/PERFORMANCE.md, run 3), and likewise its customers and links.
 * Written as = ANY and ordered by "sellerId" first, the seller is no constant the planner drops from the order, and
 * only the seller's index gives that order: the choice left is that walk or the trigram index. `sellerOrder` is the
 * direction "sellerId" comes in from that index: payments' (sellerId, createdAt DESC, id DESC) read forward,
 * customers' and links' (sellerId, createdAt) read backward.
 */
function sellerRows(sellerId: string | null, sellerOrder: "ASC" | "DESC"): Pick<Matching, "scope" | "order"> {
  if (sellerId === null) return { scope: Prisma.sql`true`, order: NEWEST_FIRST };
  return {
    scope: Prisma.sql`"sellerId" = ANY(ARRAY[${sellerId}]::uuid[])`,
    order: Prisma.sql`"sellerId" ${Prisma.raw(sellerOrder)}, "createdAt" DESC, id DESC`,
  };
}

function anyOf(conditions: (Prisma.Sql | null)[]) {
  const present = conditions.filter((condition) => condition !== null);
  return present.length ? Prisma.join(present, " OR ") : null;
}

/**
 * The newest payments, up to the page, of the customers with that document (a seller has at most one: their unique
 * key), each read newest first by the (customerId, createdAt) index: a buyer with thousands of payments costs a page.
 */
function paymentsOfDocument(document: string, sellerId: string | null, reach: number): Prisma.Sql {
  const owned = sellerId === null ? Prisma.sql`true` : Prisma.sql`c."sellerId" = ${sellerId}::uuid`;
  return Prisma.sql`id IN (SELECT recent.id FROM customers c CROSS JOIN LATERAL (
      SELECT p.id FROM payments p WHERE p."customerId" = c.id ORDER BY p."createdAt" DESC LIMIT ${reach}) recent
    WHERE c."documentNumber" = ${document} AND ${owned})`;
}

const FULL_TERM: SearchTerm = {
  text: "x",
  pattern: "%x%",
  id: ID,
  pixId: "E18236120202611271430s0a1b2c3d4e",
  email: "ana@example.com",
  document: "52998224725",
  exact: true,
};
const NAME_TERM: SearchTerm = {
  text: "ana",
  pattern: "%ana%",
  id: null,
  pixId: null,
  email: null,
  document: null,
  exact: false,
};
const WINDOW: SearchWindow = { limit: 6, offset: 0 };
/** The shapes of a query: every exact reading within a seller's account, and a part of a name across all sellers. */
type InASeller = [SearchTerm, string | null, SearchWindow];
const IN_A_SELLER_OR_ALL: [InASeller, InASeller] = [
  [FULL_TERM, ID, WINDOW],
  [NAME_TERM, null, WINDOW],
];
const ACROSS_SELLERS: [[SearchTerm, SearchWindow], [SearchTerm, SearchWindow]] = [
  [FULL_TERM, WINDOW],
  [NAME_TERM, WINDOW],
];

/**
 * Payments by id, txid, end-to-end id, the buyer's e-mail or document (through their customer row), or a part of the
 * buyer's name. A part of an e-mail finds the customer instead (searchCustomers), whose page lists their payments.
 */
export const searchPayments = defineQuery({
  name: "search.payments",
  columns: {
    id: "uuid",
    exact: "bool",
    sellerId: "uuid",
    amount: "int4",
    status: "PaymentStatus",
    customerName: "text",
    createdAt: "timestamptz",
    sellerName: "text",
  },
  sql: (term: SearchTerm, sellerId: string | null, window: SearchWindow) => {
    const exact = [
      term.id ? Prisma.sql`id = ${term.id}::uuid` : null,
      // txid is unique in payment_refs, not in a month's partition: its id, found there first, is one index probe.
      term.pixId
        ? Prisma.sql`id = (SELECT id FROM payment_refs WHERE txid = ${term.pixId}) OR "endToEndId" = ${term.pixId}`
        : null,
      term.email ? Prisma.sql`"customerEmail" = ${term.email}` : null,
      term.document ? paymentsOfDocument(term.document, sellerId, window.offset + window.limit) : null,
    ];
    const contains = Prisma.sql`"customerName" ILIKE ${term.pattern}`;
    const columns = Prisma.sql`id, "sellerId", amount, status, "customerName", "createdAt"`;
    const page = pageOf(term, { table: "payments", ...sellerRows(sellerId, "ASC"), exact, contains, columns }, window);
    return Prisma.sql`
      SELECT p.id, ${term.exact}::boolean AS exact, p."sellerId", p.amount, p.status, p."customerName", p."createdAt",
        u."companyName" AS "sellerName"
      FROM ${page} p JOIN users u ON u.id = p."sellerId"
      ORDER BY p."createdAt" DESC, p.id DESC`;
  },
  examples: IN_A_SELLER_OR_ALL,
  /**
   * An admin's exact reading, prepared: planning it over every month's partition cost more than running it (an id 0.93
   * against 0.27 ms of PostgreSQL's CPU). Not a seller's, whose generic plan walked the seller's payments and filtered
   * (a buyer's e-mail 1 to 15 ms), nor a part of a name, whose plan depends on how common the text is.
   */
  prepared: (term, sellerId) => term.exact && sellerId === null,
});

/** Payment links by id or description. */
export const searchLinks = defineQuery({
  name: "search.links",
  columns: {
    id: "uuid",
    exact: "bool",
    sellerId: "uuid",
    description: "text",
    amount: "int4",
    status: "PaymentLinkStatus",
    qtdPayments: "int4",
    sellerName: "text",
  },
  sql: (term: SearchTerm, sellerId: string | null, window: SearchWindow) => {
    const exact = [term.id ? Prisma.sql`id = ${term.id}::uuid` : null];
    const contains = Prisma.sql`description ILIKE ${term.pattern}`;
    const page = pageOf(term, { table: "payment_links", ...sellerRows(sellerId, "DESC"), exact, contains }, window);
    return Prisma.sql`
      SELECT l.id, ${term.exact}::boolean AS exact, l."sellerId", l.description, l.amount, l.status, l."qtdPayments",
        u."companyName" AS "sellerName"
      FROM ${page} m JOIN payment_links l ON l.id = m.id JOIN users u ON u.id = l."sellerId"
      ORDER BY l."createdAt" DESC, l.id DESC`;
  },
  examples: IN_A_SELLER_OR_ALL,
});

/** Customers by id, document, e-mail, or a part of the name or e-mail. */
export const searchCustomers = defineQuery({
  name: "search.customers",
  columns: {
    id: "uuid",
    exact: "bool",
    sellerId: "uuid",
    name: "text",
    email: "text",
    documentType: "DocumentKind",
    documentNumber: "text",
    sellerName: "text",
  },
  sql: (term: SearchTerm, sellerId: string | null, window: SearchWindow) => {
    const exact = [
      term.id ? Prisma.sql`id = ${term.id}::uuid` : null,
      term.document ? Prisma.sql`"documentNumber" = ${term.document}` : null,
      term.email ? Prisma.sql`email = ${term.email}` : null,
    ];
    const contains = Prisma.sql`name ILIKE ${term.pattern} OR email ILIKE ${term.pattern}`;
    const page = pageOf(term, { table: "customers", ...sellerRows(sellerId, "DESC"), exact, contains }, window);
    return Prisma.sql`
      SELECT c.id, ${term.exact}::boolean AS exact, c."sellerId", c.name, c.email, c."documentType", c."documentNumber",
        u."companyName" AS "sellerName"
      FROM ${page} m JOIN customers c ON c.id = m.id JOIN users u ON u.id = c."sellerId"
      ORDER BY c."createdAt" DESC, c.id DESC`;
  },
  examples: IN_A_SELLER_OR_ALL,
});

/** Live sellers by id, e-mail, a company's CNPJ, or a part of the company name or e-mail (admins). */
export const searchSellers = defineQuery({
  name: "search.sellers",
  columns: { id: "uuid", exact: "bool", companyName: "text", email: "text", approved: "bool", cnpj: "text | null" },
  sql: (term: SearchTerm, window: SearchWindow) => {
    const exact = [
      term.id ? Prisma.sql`id = ${term.id}::uuid` : null,
      term.email ? Prisma.sql`email = ${term.email}` : null,
      term.document
        ? Prisma.sql`id IN (SELECT e."userId" FROM enterprises e WHERE e.cnpj = ${term.document} AND e."deletedAt" IS NULL)`
        : null,
    ];
    const contains = Prisma.sql`"companyName" ILIKE ${term.pattern} OR email ILIKE ${term.pattern}`;
    const scope = Prisma.sql`role = 'seller' AND "deletedAt" IS NULL`;
    const page = pageOf(term, { table: "users", scope, exact, contains }, window);
    return Prisma.sql`
      SELECT u.id, ${term.exact}::boolean AS exact, u."companyName", u.email, u.approved,
        (SELECT e.cnpj FROM enterprises e WHERE e."userId" = u.id AND e."deletedAt" IS NULL ORDER BY e."createdAt" LIMIT 1) AS cnpj
      FROM ${page} m JOIN users u ON u.id = m.id
      ORDER BY u."createdAt" DESC, u.id DESC`;
  },
  examples: ACROSS_SELLERS,
});

/** Live companies by id, CNPJ, or a part of any of their names (admins). */
export const searchCompanies = defineQuery({
  name: "search.companies",
  columns: {
    id: "uuid",
    exact: "bool",
    commercialName: "text",
    companyName: "text",
    cnpj: "text",
    status: "EnterpriseStatus",
    submittedAt: "timestamptz | null",
  },
  sql: (term: SearchTerm, window: SearchWindow) => {
    const exact = [
      term.id ? Prisma.sql`id = ${term.id}::uuid` : null,
      term.document ? Prisma.sql`cnpj = ${term.document}` : null,
    ];
    const contains = Prisma.sql`"companyName" ILIKE ${term.pattern} OR "tradeName" ILIKE ${term.pattern}
      OR "commercialName" ILIKE ${term.pattern}`;
    const page = pageOf(
      term,
      { table: "enterprises", scope: Prisma.sql`"deletedAt" IS NULL`, exact, contains },
      window,
    );
    return Prisma.sql`
      SELECT e.id, ${term.exact}::boolean AS exact, e."commercialName", e."companyName", e.cnpj, e.status, e."submittedAt"
      FROM ${page} m JOIN enterprises e ON e.id = m.id
      ORDER BY e."createdAt" DESC, e.id DESC`;
  },
  examples: ACROSS_SELLERS,
});
