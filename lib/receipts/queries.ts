import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import { paymentsWhere } from "@/lib/payments/queries/rows";

/**
 * The seller as the checkout names them (lib/payment-links/serializers.ts): the commercial name of
 * their latest approved company, else the account's company name; with that company's razão social
 * and CNPJ. `u` is the seller's users row.
 */
const SELLER_DISPLAY_JOIN = Prisma.sql`LEFT JOIN LATERAL (
    SELECT "commercialName", "companyName", cnpj FROM enterprises WHERE "userId" = u.id AND status = 'APPROVED' AND "deletedAt" IS NULL ORDER BY "reviewedAt" DESC NULLS LAST LIMIT 1
  ) e ON true`;

const SELLER_COLUMNS = {
  email: "text",
  companyName: "text",
  commercialName: "text | null",
  legalName: "text | null",
  cnpj: "text | null",
} as const;
const SELLER_SELECT = Prisma.sql`u.email, u."companyName", e."commercialName", e."companyName" AS "legalName", e.cnpj`;

export const sellerNames = defineQuery({
  name: "receipts.sellerNames",
  columns: SELLER_COLUMNS,
  sql: (sellerId: string) => Prisma.sql`
    SELECT ${SELLER_SELECT} FROM users u ${SELLER_DISPLAY_JOIN} WHERE u.id = ${sellerId}::uuid`,
  examples: [[ID]],
});

/** sellerNames with the buyer's document, in the same read: the settlement's receipt e-mail needs both. */
export const sellerAndPayerNames = defineQuery({
  name: "receipts.sellerAndPayerNames",
  columns: { ...SELLER_COLUMNS, documentType: "DocumentKind", documentNumber: "text" },
  sql: (sellerId: string, customerId: string) => Prisma.sql`
    SELECT ${SELLER_SELECT}, c."documentType", c."documentNumber"
     FROM users u ${SELLER_DISPLAY_JOIN} JOIN customers c ON c.id = ${customerId}::uuid
     WHERE u.id = ${sellerId}::uuid`,
  examples: [[ID, ID]],
});

/** A payment made through the link `hash`, with what its receipt shows. */
export const paymentReceipt = defineQuery({
  name: "receipts.paymentReceipt",
  columns: {
    paymentId: "uuid",
    txid: "text",
    endToEndId: "text | null",
    amount: "int4",
    refundedAmount: "int4",
    confirmedAt: "timestamptz | null",
    customerName: "text",
    documentType: "DocumentKind",
    documentNumber: "text",
    purchaser: "text",
    description: "text",
    companyName: "text",
    commercialName: "text | null",
    legalName: "text | null",
    cnpj: "text | null",
  },
  sql: (hash: string, paymentId: string) => Prisma.sql`
    SELECT p.id AS "paymentId", p.txid, p."endToEndId", p.amount, p."refundedAmount", p."confirmedAt", p."customerName",
            c."documentType", c."documentNumber", p.purchaser,
            l.description, u."companyName", e."commercialName", e."companyName" AS "legalName", e.cnpj
     FROM payments p JOIN payment_links l ON l.id = p."paymentLinkId" JOIN users u ON u.id = p."sellerId"
       JOIN customers c ON c.id = p."customerId" ${SELLER_DISPLAY_JOIN}
     WHERE ${paymentsWhere({ id: paymentId })} AND l.hash = ${hash}`,
  examples: [["abc", ID]],
});
