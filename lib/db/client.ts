import { PrismaPg } from "@prisma/adapter-pg";
import { type Prisma, PrismaClient } from "./generated/client";
import { env } from "@/lib/env";

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;

// On globalThis: dev reloads reuse it, and the production server's two copies of this module (Next.js's
// bundle for pages, the /api/v1 router loaded from source) share one pool. Sharing is safe because the
// Prisma runtime (error classes, Prisma.sql, Decimal) stays one external module for both.
const holder = globalThis as unknown as { __prisma?: PrismaClient };

/** The one Prisma client of this process, created on first use. */
export function db(): PrismaClient {
  if (!holder.__prisma) {
    const { DATABASE_URL, DB_POOL_MAX } = env();
    if (!DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app with `npm run demo` or `npm start`");
    holder.__prisma = new PrismaClient({
      adapter: new PrismaPg({ connectionString: DATABASE_URL, max: DB_POOL_MAX, connectionTimeoutMillis: 5_000 }),
      // Money transactions queue on row locks under load; Prisma's 2 s / 5 s defaults would fail them.
      transactionOptions: { maxWait: 10_000, timeout: 15_000 },
    });
  }
  return holder.__prisma;
}
