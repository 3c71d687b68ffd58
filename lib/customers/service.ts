import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { isUniqueViolation } from "@/lib/db/errors";
import { db, type Tx } from "@/lib/db/client";
import type { Customer, Prisma } from "@/lib/db/generated/client";
import { replicaRead } from "@/lib/db/replica";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { upsertCustomer } from "./queries";
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
  try {
    const customer = await db().customer.create({
      data: { ...input, phone: input.phone ?? null, sellerId: actor.sellerId },
    });
    return toCustomerJson(customer);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("CUSTOMER_ALREADY_EXISTS", undefined, {
        details: [{ path: "documentNumber", message: "Documento já cadastrado" }],
      });
    throw error;
  }
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

export async function updateCustomer(actor: Actor, id: string, input: UpdateCustomerInput) {
  assertCan(actor, "sell");
  const data = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone !== undefined && { phone: input.phone }),
  };
  const { count } = await db().customer.updateMany({ where: { id, sellerId: actor.sellerId }, data });
  if (count === 0) throw new AppError("NOT_FOUND");
  return getCustomer(actor, id);
}
