import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** The benchmark's own embedded PostgreSQL, secrets and server snapshot: never the dev or e2e data. */
export const BENCH_DIR = path.join(ROOT, ".data", "bench");
export const RESULTS_FILE = path.join(ROOT, "bench", "results", "latest.json");

export const DATASET = {
  sellers: 1_000,
  payments: 1_000_000,
  /** Seller 1 owns this many of the payments: the "deep page" history. */
  bigSellerPayments: 150_000,
  customersPerSeller: 20,
  linksPerSeller: 5,
  /** Days back over which payments are spread. */
  days: 365,
} as const;

/** Every seeded account logs in with this password (one argon2 hash shared by all). */
export const BENCH_PASSWORD = "bench-password-123";
export const sellerEmail = (index: number) => `seller${index}@bench.pix.br`;
export const ADMIN_EMAIL = "admin@bench.pix.br";
/** Marks the CREATED payments reserved for the callback scenario. */
export const CALLBACK_POOL_MARK = "bench-callback-pool";
/** The deep page of the big seller's history (20 per page: offset 39,980). */
export const DEEP_PAGE = 2_000;

/** What the load generator needs to build requests, written by the orchestrator. */
export type Fixtures = {
  password: string;
  sellerCount: number;
  /** Access tokens by seller index (1-based; index 0 unused). */
  sellerTokens: string[];
  adminToken: string;
  /** Payments in a final status, with the index of the seller who owns them. */
  payments: { id: string; seller: number }[];
  /** Sellers and their seeded customers for POST /payments. */
  creators: { seller: number; customers: { name: string; email: string; document: string }[] }[];
  /** CREATED payments a callback may finish: a fresh, disjoint slice for every run. */
  charges: { chargeId: string; amount: number }[];
  dashboardQuery: string;
  /** An active, unlimited payment link of seller 2 (a creator), which every buyer of the link scenario pays. */
  link: { id: string; seller: number; amount: number };
};

export type Target = "project" | "baseline";
