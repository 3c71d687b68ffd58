import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Customer, Prisma } from "@/lib/db/generated/client";
import { replicaRead } from "@/lib/db/replica";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { insertCustomer, lockSellersCustomer, updateCustomerRow, upsertCustomer } from "./queries";
import type { CustomerInput, UpdateCustomerInput } from "./schema";

export function toCustomerJson(customer: Customer) {
  return {
    id: customer.id,
    sellerId: customer.sellerId,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    documentType: customer.documentType,
    documentNumber: customer.documentNumber,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
  };
}

export async function createCustomer(actor: Actor, input: CustomerInput) {
  assertCan(actor, "sell");
  return transaction(async (tx) => {
    const [customer] = await insertCustomer(tx, { id: randomUUID(), sellerId: actor.sellerId, ...input });
    if (!customer)
      throw new AppError("CUSTOMER_ALREADY_EXISTS", undefined, {
        details: [{ path: "documentNumber", message: "Documento já cadastrado" }],
      });
    const json = toCustomerJson(customer);
    await recordAudit(tx, actor, {
      action: "customer.created",
      entityType: "customer",
      entityId: customer.id,
      after: json,
    });
    return json;
  });
}

/**
 * The buyer of a payment: one customer per seller and document. The seller's own data keeps it up
 * to date; an anonymous buyer's (`fromSeller` false) only creates it, since anyone who knows a
 * customer's document could otherwise rename them in the seller's records.
 */
export async function upsertCustomerForPayment(
  tx: Tx,
  sellerId: string,
  input: CustomerInput,
  { fromSeller }: { fromSeller: boolean },
) {
  const [customer] = await upsertCustomer(tx, { id: randomUUID(), sellerId, ...input }, fromSeller);
  return customer!;
}

export async function listCustomers(actor: Actor, { search, ...page }: PageQuery & { search?: string }) {
  const digits = search?.replace(/[.\-/\s]/g, "");
  const where: Prisma.CustomerWhereInput = {
    sellerId: actor.sellerId,
    ...(search !== undefined && {
      OR: [
        { name: { contains: search, mode: "insensitive" } },
        { email: { contains: search, mode: "insensitive" } },
        ...(digits ? [{ documentNumber: { startsWith: digits.toUpperCase() } }] : []),
      ],
    }),
  };
  const [rows, total] = await replicaRead(actor, ({ prisma }) =>
    Promise.all([
      prisma.customer.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], ...pageWindow(page) }),
      prisma.customer.count({ where }),
    ]),
  );
  return toPage(rows.map(toCustomerJson), total, page);
}

export async function getCustomer(actor: Actor, id: string) {
  const customer = await db().customer.findFirst({ where: { id, sellerId: actor.sellerId } });
  if (!customer) throw new AppError("NOT_FOUND");
  return toCustomerJson(customer);
}

/** Changes a customer's contact data; the audit entry keeps what each changed field held before. */
export async function updateCustomer(actor: Actor, id: string, input: UpdateCustomerInput) {
  assertCan(actor, "sell");
  return transaction(async (tx) => {
    const [before] = await lockSellersCustomer(tx, actor.sellerId, id);
    if (!before) throw new AppError("NOT_FOUND");
    const after = (await updateCustomerRow(tx, id, input))[0]!;
    const fields = (Object.keys(input) as (keyof UpdateCustomerInput)[]).filter(
      (field) => before[field] !== after[field],
    );
    if (fields.length)
      await recordAudit(tx, actor, {
        action: "customer.updated",
        entityType: "customer",
        entityId: id,
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      });
    return toCustomerJson(after);
  });
}
