import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** The benchmark's own embedded PostgreSQL, secrets and server snapshot: never the dev or e2e data. */
export const BENCH_DIR = path.join(ROOT, ".data", "bench");
export const RESULTS_FILE = path.join(ROOT, "bench", "results", "latest.json");

/** What a benchmark database is seeded with (seed.ts). */
export type Dataset = {
  sellers: number;
  payments: number;
  /** Seller 1 owns this many of the payments: the "deep page" history. */
  bigSellerPayments: number;
  customersPerSeller: number;
  linksPerSeller: number;
  /** Days back over which payments are spread. */
  days: number;
};

/** The main database, every scenario's. */
export const DATASET: Dataset = {
  sellers: 1_000,
  payments: 1_000_000,
  bigSellerPayments: 150_000,
  customersPerSeller: 20,
  linksPerSeller: 5,
  days: 365,
};

/**
 * Issue 27's "the database doubles", for the month reports: twice the payments over the same days and sellers, so a
 * month holds twice as many, the big seller's too.
 */
export const DOUBLED_DATASET: Dataset = {
  ...DATASET,
  payments: 2 * DATASET.payments,
  bigSellerPayments: 2 * DATASET.bigSellerPayments,
};

/** Every seeded account logs in with this password (one argon2 hash shared by all). */
export const BENCH_PASSWORD = "bench-password-123";
export const sellerEmail = (index: number) => `seller${index}@bench.pix.br`;
export const ADMIN_EMAIL = "admin@bench.pix.br";
/** Marks the CREATED payments reserved for the callback scenario. */
export const CALLBACK_POOL_MARK = "bench-callback-pool";
/** Marks the CREATED API Pix payments the stand-in holds as paid, for the notification scenario. */
export const PAID_PIX_POOL_MARK = "bench-api-pix-paid-pool";
/** Marks the FINISHED API Pix payments reserved for the partial refund scenario. */
export const REFUNDABLE_POOL_MARK = "bench-api-pix-refundable-pool";
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
  /** The Pix the PSP stand-in received for CREATED API Pix payments, to notify: a fresh, disjoint slice every run. */
  paidPix: PaidPix[];
  /** FINISHED API Pix payments to return part of: a fresh, disjoint slice every run. */
  refundable: { id: string; seller: number; amount: number }[];
  /** The secret of the API Pix notification URL (PIX_WEBHOOK_SECRET of the API Pix servers). */
  webhookSecret: string;
  dashboardQuery: string;
  /** startDate and endDate of the last 30 São Paulo days, the days `period=month` reads. */
  monthQuery: string;
  /** An active, unlimited payment link of seller 2 (a creator), which every buyer of the link scenario pays. */
  link: { id: string; seller: number; amount: number };
};

export type Target = "project" | "baseline";

/** A Pix as the PSP holds it and notifies it (API Pix's Pix: valor in reais, horario RFC 3339). */
export type PaidPix = { endToEndId: string; txid: string; valor: string; horario: string };

/** The items the scenarios use up, one per request, each run taking those after what earlier runs were sent. */
export type Pool = "charges" | "paidPix" | "refundable";
