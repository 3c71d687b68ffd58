import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { DocumentKind } from "@/lib/db/generated/enums";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export type PaymentCustomer = {
  id: string;
  sellerId: string;
  name: string;
  email: string;
  phone?: string;
  documentType: DocumentKind;
  documentNumber: string;
};

/** A customers row in full, as the Prisma model reads it. */
const CUSTOMER = {
  id: "uuid",
  sellerId: "uuid",
  name: "text",
  email: "text",
  phone: "text | null",
  documentType: "DocumentKind",
  documentNumber: "text",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

/** The seller's customer of that id. */
export const sellersCustomer = defineQuery({
  name: "customers.sellersCustomer",
  columns: CUSTOMER,
  sql: (sellerId: string, id: string) => Prisma.sql`
    SELECT * FROM customers WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid`,
  examples: [[ID, ID]],
});

/** The INSERT of a new customer, for the two ways a conflict on the seller's document ends. */
const insertInto = (customer: PaymentCustomer) => Prisma.sql`
  INSERT INTO customers (id, "sellerId", name, email, phone, "documentType", "documentNumber", "updatedAt")
  VALUES (${customer.id}::uuid, ${customer.sellerId}::uuid, ${customer.name}, ${customer.email}, ${customer.phone ?? null},
    ${customer.documentType}::"DocumentKind", ${customer.documentNumber}, now())`;

const EXAMPLE_CUSTOMER: PaymentCustomer = {
  id: ID,
  sellerId: ID,
  name: "Ana",
  email: "ana@example.com",
  documentType: "CPF",
  documentNumber: "12345678909",
};

/** A new customer of the seller; no row when the seller has one of that document already. */
export const insertCustomer = defineQuery({
  name: "customers.insertCustomer",
  columns: CUSTOMER,
  sql: (customer: PaymentCustomer) => Prisma.sql`
    ${insertInto(customer)} ON CONFLICT ("sellerId", "documentNumber") DO NOTHING RETURNING *`,
  examples: [[EXAMPLE_CUSTOMER]],
});

/** The seller's customer of that id, locked for a change. */
export const lockSellersCustomer = defineQuery({
  name: "customers.lockSellersCustomer",
  columns: CUSTOMER,
  sql: (sellerId: string, id: string) => Prisma.sql`
    SELECT * FROM customers WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid FOR UPDATE`,
  examples: [[ID, ID]],
});

export type CustomerChanges = { name?: string; email?: string; phone?: string | null };

export const updateCustomerRow = defineQuery({
  name: "customers.updateCustomerRow",
  columns: CUSTOMER,
  sql: (id: string, changes: CustomerChanges) => {
    const set = [
      changes.name !== undefined && Prisma.sql`name = ${changes.name}`,
      changes.email !== undefined && Prisma.sql`email = ${changes.email}`,
      changes.phone !== undefined && Prisma.sql`phone = ${changes.phone}`,
      Prisma.sql`"updatedAt" = now()`,
    ].filter((each) => each !== false);
    return Prisma.sql`UPDATE customers SET ${Prisma.join(set)} WHERE id = ${id}::uuid RETURNING *`;
  },
  examples: [[ID, { name: "Ana", email: "ana@example.com", phone: null }]],
});

/**
 * The seller's customer of that document, created, or updated when `fromSeller` (a phone left out
 * keeping the one on file). Raw: every payment runs this, and a model upsert costs ~2.5 ms of CPU to compile.
 */
export const upsertCustomer = defineQuery({
  name: "customers.upsertCustomer",
  columns: CUSTOMER,
  sql: (customer: PaymentCustomer, fromSeller: boolean) => Prisma.sql`
    ${insertInto(customer)}
    ON CONFLICT ("sellerId", "documentNumber") DO UPDATE SET
      name = CASE WHEN ${fromSeller} THEN excluded.name ELSE customers.name END,
      email = CASE WHEN ${fromSeller} THEN excluded.email ELSE customers.email END,
      "updatedAt" = CASE WHEN ${fromSeller} THEN excluded."updatedAt" ELSE customers."updatedAt" END,
      phone = CASE WHEN ${fromSeller} AND ${customer.phone !== undefined} THEN excluded.phone ELSE customers.phone END
    RETURNING *`,
  examples: [[EXAMPLE_CUSTOMER, true]],
});
