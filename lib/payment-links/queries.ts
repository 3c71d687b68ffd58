import "#server-only";
import { type PaymentLink, Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** A payment_links row in full, as the Prisma model reads it. */
const PAYMENT_LINK = {
  id: "uuid",
  sellerId: "uuid",
  description: "text",
  hash: "text",
  amount: "int4",
  status: "PaymentLinkStatus",
  qtdPayments: "int4",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
  deactivatedAt: "timestamptz | null",
  firstChargeAt: "timestamptz | null",
  expiresAt: "timestamptz | null",
  maxPayments: "int4 | null",
} as const;

export const lockSellerLink = defineQuery({
  name: "paymentLinks.lockSellerLink",
  columns: PAYMENT_LINK,
  sql: (id: string, sellerId: string) => Prisma.sql`
    SELECT * FROM payment_links WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid FOR UPDATE`,
  examples: [[ID, ID]],
});

/** The seller's link with that id, if it is theirs. */
export const sellerLinkId = defineQuery({
  name: "paymentLinks.sellerLinkId",
  columns: { id: "uuid" },
  sql: (id: string, sellerId: string) => Prisma.sql`
    SELECT id FROM payment_links WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid`,
  examples: [[ID, ID]],
});

export type NewPaymentLink = Pick<
  PaymentLink,
  "sellerId" | "description" | "amount" | "expiresAt" | "maxPayments" | "hash"
>;

/** Inserts the link; none is returned when its hash (or id) is taken, instead of aborting the transaction. */
export const insertLink = defineQuery({
  name: "paymentLinks.insertLink",
  columns: PAYMENT_LINK,
  sql: (link: NewPaymentLink) => Prisma.sql`
    INSERT INTO payment_links (id, "sellerId", description, amount, "expiresAt", "maxPayments", hash, "updatedAt")
    VALUES (gen_random_uuid(), ${link.sellerId}::uuid, ${link.description}, ${link.amount},
      ${link.expiresAt}::timestamptz, ${link.maxPayments}::int4, ${link.hash}, now())
    ON CONFLICT DO NOTHING
    RETURNING *`,
  examples: [[{ sellerId: ID, description: "d", amount: 100, expiresAt: null, maxPayments: null, hash: "h" }]],
});

/** Deactivates the seller's link if it is active. */
export const deactivateSellerLink = defineCommand({
  name: "paymentLinks.deactivateSellerLink",
  sql: (id: string, sellerId: string, deactivatedAt: Date) => Prisma.sql`
    UPDATE payment_links SET status = 'INACTIVE', "deactivatedAt" = ${deactivatedAt}::timestamptz, "updatedAt" = now()
    WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid AND status = 'ACTIVE'`,
  examples: [[ID, ID, AT]],
});

export const reactivateLink = defineQuery({
  name: "paymentLinks.reactivateLink",
  columns: PAYMENT_LINK,
  sql: (id: string) => Prisma.sql`
    UPDATE payment_links SET status = 'ACTIVE', "deactivatedAt" = NULL, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID]],
});

/** What an owner may change of a link (lib/payment-links/schema.ts); an absent field stays as it was. */
export type PaymentLinkChanges = Partial<Pick<PaymentLink, "description" | "amount" | "expiresAt" | "maxPayments">>;

export const updateLink = defineQuery({
  name: "paymentLinks.updateLink",
  columns: PAYMENT_LINK,
  sql: (id: string, changes: PaymentLinkChanges) => {
    const set = [
      changes.description !== undefined && Prisma.sql`description = ${changes.description}`,
      changes.amount !== undefined && Prisma.sql`amount = ${changes.amount}`,
      changes.expiresAt !== undefined && Prisma.sql`"expiresAt" = ${changes.expiresAt}::timestamptz`,
      changes.maxPayments !== undefined && Prisma.sql`"maxPayments" = ${changes.maxPayments}::int4`,
      Prisma.sql`"updatedAt" = now()`,
    ].filter((each) => each !== false);
    return Prisma.sql`UPDATE payment_links SET ${Prisma.join(set)} WHERE id = ${id}::uuid RETURNING *`;
  },
  examples: [[ID, { description: "d", amount: 100, expiresAt: AT, maxPayments: null }]],
});
