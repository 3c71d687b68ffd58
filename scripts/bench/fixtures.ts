import { randomUUID } from "node:crypto";
import type pg from "pg";
import { signAccessToken } from "@/lib/auth/tokens";
import { ADMIN_EMAIL, BENCH_PASSWORD, CALLBACK_POOL_MARK, DATASET, type Fixtures } from "./config";

const SELLER_INDEX = `substring(u.email FROM '^seller(\\d+)@')::int`;
/** Sellers that create payments in the POST scenario (each with its 20 seeded customers). */
const CREATORS = 50;

function saoPauloDay(offsetDays: number) {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
}

/** Tokens minted with the server's JWT secret (as a login would issue them) and the ids the scenarios use. */
export async function buildFixtures(client: pg.Client): Promise<Fixtures> {
  const { rows: users } = await client.query<{
    id: string;
    email: string;
    role: "seller" | "admin";
    index: number | null;
  }>(`SELECT u.id, u.email, u.role, ${SELLER_INDEX} AS index FROM users u WHERE u.email LIKE '%@bench.pix.br'`);
  const sellerTokens: string[] = [""];
  for (const user of users) {
    if (user.index !== null)
      sellerTokens[user.index] = await signAccessToken({ ...user, approved: true }, randomUUID());
  }
  const admin = users.find((user) => user.email === ADMIN_EMAIL)!;
  const { rows: payments } = await client.query<{ id: string; seller: number }>(
    `SELECT p.id, ${SELLER_INDEX} AS seller FROM payments p TABLESAMPLE SYSTEM (2) JOIN users u ON u.id = p."sellerId"
     WHERE p.status IN ('FINISHED', 'CANCELLED', 'REFUNDED') LIMIT 5000`,
  );
  const { rows: customers } = await client.query<{ seller: number; name: string; email: string; document: string }>(
    `SELECT ${SELLER_INDEX} AS seller, c.name, c.email, c."documentNumber" AS document
     FROM customers c JOIN users u ON u.id = c."sellerId" WHERE ${SELLER_INDEX} BETWEEN 2 AND $1 ORDER BY 1, c."documentNumber"`,
    [CREATORS + 1],
  );
  const creators: Fixtures["creators"] = [];
  for (const { seller, name, email, document } of customers) {
    if (creators.at(-1)?.seller !== seller) creators.push({ seller, customers: [] });
    creators.at(-1)!.customers.push({ name, email, document });
  }
  const {
    rows: [link],
  } = await client.query<{ id: string; seller: number; amount: number }>(
    `SELECT l.id, ${SELLER_INDEX} AS seller, l.amount FROM payment_links l JOIN users u ON u.id = l."sellerId"
     WHERE u.email = 'seller2@bench.pix.br' AND l.status = 'ACTIVE' AND l."maxPayments" IS NULL
       AND (l."expiresAt" IS NULL OR l."expiresAt" > now()) ORDER BY l."createdAt" LIMIT 1`,
  );
  if (!link) throw new Error("the bench's seed has no active link for seller 2: run with --reseed");
  return {
    password: BENCH_PASSWORD,
    sellerCount: DATASET.sellers,
    sellerTokens,
    adminToken: await signAccessToken({ ...admin, approved: true }, randomUUID()),
    payments,
    creators,
    charges: [],
    paidPix: [],
    refundable: [],
    webhookSecret: "",
    dashboardQuery: `period=custom&startDate=${saoPauloDay(-364)}&endDate=${saoPauloDay(0)}`,
    monthQuery: `startDate=${saoPauloDay(-29)}&endDate=${saoPauloDay(0)}`,
    link,
  };
}

/** The pool's CREATED payments not finished yet, oldest first. */
export async function openCharges(client: pg.Client) {
  const { rows } = await client.query<{ chargeId: string; amount: number }>(
    `SELECT "providerChargeId" AS "chargeId", amount FROM payments
     WHERE status = 'CREATED' AND "externalId" = $1 ORDER BY "createdAt", id`,
    [CALLBACK_POOL_MARK],
  );
  return rows;
}
