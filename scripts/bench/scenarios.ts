import { formatCpf } from "@/lib/br/documents";
import { DEEP_PAGE, type Fixtures, type Pool, sellerEmail } from "./config";

export type BenchRequest = { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string };

export type Targets = {
  /** project req/s ÷ baseline req/s must reach this */
  minRatio?: number;
  /** ms */
  maxP99?: number;
  /** project p99 ÷ baseline p99 may not pass this */
  maxP99Ratio?: number;
  /** A `doubled` scenario's p99 on the doubled database ÷ its p99 on the main one may not pass this ("flat"). */
  maxP99Growth?: number;
};

export type Scenario = {
  name: string;
  what: string;
  targets: Targets;
  /** Builds the request factory; null once the scenario's supply of items (e.g. charges) runs out. */
  requests: (fixtures: Fixtures) => Promise<() => BenchRequest | null>;
  /** A 2xx body that does not say the work was done counts as an error. */
  verifyBody?: (body: unknown) => boolean;
  /** false: a report outside the baseline list, measured on the project only. */
  baseline?: boolean;
  /**
   * "api-pix": served by the project and the baseline started with PIX_PROVIDER=api-pix against the bench's PSP
   * stand-in, whose CPU and calls are measured with each run.
   */
  provider?: "api-pix";
  /** The fixtures' items each request uses up: every run gets those after what earlier runs were sent. */
  pool?: Pool;
  /**
   * Instead of the bare baseline, the project itself serving these requests is the other side: the same work without
   * what the scenario measures (a charge without the link's row lock).
   */
  comparedWith?: { what: string; requests: Scenario["requests"] };
  /**
   * Instead of the baseline, a second project server on the doubled database (config.ts DOUBLED_DATASET) is the other
   * side, so that the scenario's p99 on 2M payments is compared with its p99 on 1M (targets.maxP99Growth).
   */
  doubled?: boolean;
};

const JSON_HEADERS = { "content-type": "application/json" };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Round-robin over `items`, shared by all connections of the run. */
function cycle<T>(items: T[]) {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/** A report endpoint measured on the project only (p99 target of issue 7). */
function report(name: string, what: string, path: (f: Fixtures) => string, token: (f: Fixtures) => string): Scenario {
  return {
    name,
    what,
    targets: { maxP99: 300 },
    baseline: false,
    requests: async (f) => () => ({ method: "GET", path: path(f), headers: bearer(token(f)) }),
  };
}

/**
 * A report over the last 30 days (issue 27): p99 under 300 ms on the main database and on the doubled one, and flat
 * when the database doubles (the 2M p99 within 1.2× the 1M p99). Named "month reports: …", so that --only picks them.
 */
function monthReport(
  name: string,
  what: string,
  path: (f: Fixtures) => string,
  token: (f: Fixtures) => string,
): Scenario {
  return {
    name: `month reports: ${name}`,
    what,
    targets: { maxP99: 300, maxP99Growth: 1.2 },
    doubled: true,
    requests: async (f) => () => ({ method: "GET", path: path(f), headers: bearer(token(f)) }),
  };
}

function listPage(page: number): Scenario {
  return {
    name: `list page=${page}`,
    what: `GET /api/v1/payments?page=${page} (20 per page) of the seller with 150,000 payments: page + count(*)`,
    targets: { maxP99: 300 },
    requests: async (f) => () => ({
      method: "GET",
      path: `/api/v1/payments?page=${page}`,
      headers: bearer(f.sellerTokens[1]!),
    }),
  };
}

/**
 * GET /api/v1/search (every group of the caller, 5 per group) with the queries people type, in turn: a payment's id,
 * a buyer's e-mail and CPF (each with the token of the payment's or customer's seller), part of a buyer's name and of a
 * link's description at the big seller; an admin's also a seller's company name, across all sellers.
 */
function searchScenario(who: "seller" | "admin"): Scenario {
  return {
    name: `search ${who}`,
    what:
      who === "seller"
        ? "GET /api/v1/search, seller tokens: payment id, buyer e-mail, CPF, part of a name and of a link description"
        : "GET /api/v1/search, admin token (all sellers, five groups): the same queries and a seller's company name",
    targets: { maxP99: 300 },
    baseline: false,
    verifyBody: (body) => String(body).includes('"groups"'),
    requests: async (f) => {
      const buyers = f.creators.flatMap(({ seller, customers }) => customers.map((customer) => ({ seller, customer })));
      const payment = cycle(f.payments);
      const buyer = cycle(buyers);
      const queries: (() => { q: string; seller: number })[] = [
        () => {
          const { id, seller } = payment();
          return { q: id, seller };
        },
        () => {
          const { seller, customer } = buyer();
          return { q: customer.email, seller };
        },
        () => {
          const { seller, customer } = buyer();
          return { q: formatCpf(customer.document), seller };
        },
        () => ({ q: "Cliente 7 Loja 1", seller: 1 }),
        () => ({ q: "Produto 3", seller: 1 }),
        ...(who === "admin" ? [() => ({ q: "Loja Bench 42", seller: 1 })] : []),
      ];
      const next = cycle(queries);
      return () => {
        const { q, seller } = next()();
        const token = who === "admin" ? f.adminToken : f.sellerTokens[seller]!;
        return { method: "GET", path: `/api/v1/search?q=${encodeURIComponent(q)}`, headers: bearer(token) };
      };
    },
  };
}

/** POST /api/v1/payments by 50 sellers in turn, each for its seeded customers in turn. */
async function sellerCharges(f: Fixtures) {
  let n = 0;
  return (): BenchRequest => {
    n++;
    const creator = f.creators[n % f.creators.length]!;
    const customer = creator.customers[Math.floor(n / f.creators.length) % creator.customers.length]!;
    const body = {
      amount: (1000 + (n % 90_000)) / 100,
      externalId: `bench-${n}`,
      customer: {
        name: customer.name,
        email: customer.email,
        document: { type: "CPF", number: customer.document },
      },
    };
    return {
      method: "POST",
      path: "/api/v1/payments",
      headers: { ...JSON_HEADERS, ...bearer(f.sellerTokens[creator.seller]!) },
      body: JSON.stringify(body),
    };
  };
}

/** Takes the next item of a pool, or null once it is used up. */
function taking<T>(items: T[]) {
  let next = 0;
  return () => items[next++] ?? null;
}

export const SCENARIOS: Scenario[] = [
  {
    name: "login",
    what: "POST /api/v1/auth/login: rate-limit buckets (IP; e-mail per IP, 15 min, hour, day; given back on success), argon2id verify, refresh token row, two JWTs; 1,000 e-mails and a distinct X-Forwarded-For per request",
    targets: { minRatio: 0.8 },
    requests: async (f) => {
      let n = 0;
      return () => {
        n++;
        const seller = 1 + (n % f.sellerCount);
        return {
          method: "POST",
          path: "/api/v1/auth/login",
          headers: { ...JSON_HEADERS, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({ email: sellerEmail(seller), password: f.password }),
        };
      };
    },
  },
  {
    name: "get payment",
    what: "GET /api/v1/payments/{id}: 5,000 random settled payments of all sellers, each with its owner's token",
    targets: { minRatio: 0.8, maxP99Ratio: 1.5 },
    requests: async (f) => {
      const next = cycle(f.payments);
      return () => {
        const payment = next();
        return {
          method: "GET",
          path: `/api/v1/payments/${payment.id}`,
          headers: bearer(f.sellerTokens[payment.seller]!),
        };
      };
    },
  },
  listPage(1),
  listPage(DEEP_PAGE),
  {
    name: "create payment",
    what: "POST /api/v1/payments with a seller token: customer upsert, effective fees, BR Code, payment row, stat delta, outbox event (no ledger)",
    targets: { minRatio: 0.75, maxP99Ratio: 1.5 },
    requests: sellerCharges,
  },
  {
    name: "link under 50 buyers",
    what: "POST /api/v1/payments without a token, a distinct X-Forwarded-For each: 50 buyers at once paying one active link of seller 2 (its row locked by each charge)",
    targets: { minRatio: 0.75 },
    requests: async (f) => {
      const customers = f.creators.find((creator) => creator.seller === f.link.seller)!.customers;
      const next = cycle(customers);
      let n = 0;
      return () => {
        const customer = next();
        n++;
        return {
          method: "POST",
          path: "/api/v1/payments",
          // Buyers come from many addresses: one address may start 30 public charges a minute.
          headers: { ...JSON_HEADERS, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({
            paymentLinkId: f.link.id,
            customer: {
              name: customer.name,
              email: customer.email,
              document: { type: "CPF", number: customer.document },
            },
          }),
        };
      };
    },
    comparedWith: {
      what: "the same charge without a link: seller 2's own POST /api/v1/payments of the link's amount for the same buyers",
      requests: async (f) => {
        const customers = f.creators.find((creator) => creator.seller === f.link.seller)!.customers;
        const next = cycle(customers);
        return () => {
          const customer = next();
          return {
            method: "POST",
            path: "/api/v1/payments",
            headers: { ...JSON_HEADERS, ...bearer(f.sellerTokens[f.link.seller]!) },
            body: JSON.stringify({
              amount: f.link.amount / 100,
              customer: {
                name: customer.name,
                email: customer.email,
                document: { type: "CPF", number: customer.document },
              },
            }),
          };
        };
      },
    },
  },
  {
    name: "finishing callback",
    what: "POST /api/v1/providers/sandbox/webhook, signed charge.paid for a distinct CREATED payment: provider event, row lock, status, stat deltas, ledger journal + 6 entries, balances, outbox",
    targets: { minRatio: 0.75, maxP99Ratio: 1.5 },
    pool: "charges",
    requests: async (f) => {
      const { sandboxProvider } = await import("@/lib/pix/providers");
      const next = taking(f.charges);
      return () => {
        const charge = next();
        if (!charge) return null;
        const callback = sandboxProvider().signedCallback({
          type: "charge.paid",
          chargeId: charge.chargeId,
          amount: charge.amount,
        });
        return {
          method: "POST",
          path: "/api/v1/providers/sandbox/webhook",
          headers: callback.headers,
          body: callback.body,
        };
      };
    },
    verifyBody: (body) => String(body).includes('"outcome":"applied"'),
  },
  {
    name: "create payment (API Pix)",
    what: "create payment with PIX_PROVIDER=api-pix: the charge is PUT /v2/cob/{txid} at the PSP stand-in (mutual TLS, OAuth2 token) between the intent and the payment",
    targets: { minRatio: 0.75, maxP99Ratio: 1.5 },
    provider: "api-pix",
    requests: sellerCharges,
    verifyBody: (body) => String(body).includes('"purchaser":"api-pix"'),
  },
  {
    name: "API Pix notification",
    what: "the PSP's POST {pix:[…]} to /api/v1/providers/api-pix/notifications/{secret}/pix for a distinct CREATED charge it holds as paid: GET /v2/pix/{e2eid} read back, then the callback's settlement",
    targets: { minRatio: 0.75, maxP99Ratio: 1.5 },
    provider: "api-pix",
    pool: "paidPix",
    requests: async (f) => {
      const { DEMO_RECEIVER_KEY } = await import("@/scripts/psp/app-settings");
      const next = taking(f.paidPix);
      return () => {
        const pix = next();
        if (!pix) return null;
        // API Pix notifications carry no signature: the secret in the URL the PSP was given authenticates them.
        return {
          method: "POST",
          path: `/api/v1/providers/api-pix/notifications/${f.webhookSecret}/pix`,
          headers: JSON_HEADERS,
          body: JSON.stringify({ pix: [{ ...pix, chave: DEMO_RECEIVER_KEY }] }),
        };
      };
    },
    verifyBody: (body) => String(body).includes('"outcome":"applied"'),
  },
  {
    name: "partial refund (API Pix)",
    what: "POST /api/v1/payments/{id}/refunds of half of a distinct FINISHED API Pix payment: the refund and its hold, PUT /v2/pix/{e2eid}/devolucao/{id} at the stand-in, the refund PROCESSING",
    targets: { minRatio: 0.75 },
    provider: "api-pix",
    pool: "refundable",
    requests: async (f) => {
      const next = taking(f.refundable);
      return () => {
        const payment = next();
        if (!payment) return null;
        return {
          method: "POST",
          path: `/api/v1/payments/${payment.id}/refunds`,
          headers: { ...JSON_HEADERS, ...bearer(f.sellerTokens[payment.seller]!) },
          body: JSON.stringify({ amount: Math.floor(payment.amount / 2) / 100, reason: "Devolução parcial" }),
        };
      };
    },
    verifyBody: (body) => String(body).includes('"status":"PROCESSING"'),
  },
  {
    name: "seller balance",
    what: "GET /api/v1/seller-balances/me, 1,000 sellers in turn",
    targets: { minRatio: 0.8, maxP99Ratio: 1.5 },
    requests: async (f) => {
      let n = 0;
      return () => ({
        method: "GET",
        path: "/api/v1/seller-balances/me",
        headers: bearer(f.sellerTokens[1 + (n++ % f.sellerCount)]!),
      });
    },
  },
  {
    name: "seller dashboard",
    what: "GET /api/v1/dashboard/overview over the last 365 days of the big seller (daily totals + unfolded deltas)",
    targets: { maxP99: 300 },
    requests: async (f) => () => ({
      method: "GET",
      path: `/api/v1/dashboard/overview?${f.dashboardQuery}`,
      headers: bearer(f.sellerTokens[1]!),
    }),
  },
  {
    name: "admin billing",
    what: "GET /api/v1/admin/payments/billing (no filter: all payments), admin token",
    targets: { maxP99: 300 },
    requests: async (f) => () => ({
      method: "GET",
      path: "/api/v1/admin/payments/billing",
      headers: bearer(f.adminToken),
    }),
  },
  report(
    "seller daily values",
    "GET /api/v1/dashboard/daily-sales-values, last 365 days of the big seller",
    (f) => `/api/v1/dashboard/daily-sales-values?${f.dashboardQuery}`,
    (f) => f.sellerTokens[1]!,
  ),
  report(
    "admin dashboard",
    "GET /api/v1/admin/dashboard/overview, last 365 days, all sellers",
    (f) => `/api/v1/admin/dashboard/overview?${f.dashboardQuery}`,
    (f) => f.adminToken,
  ),
  report(
    "admin daily count",
    "GET /api/v1/admin/dashboard/daily-sales-count, last 365 days, all sellers",
    (f) => `/api/v1/admin/dashboard/daily-sales-count?${f.dashboardQuery}`,
    (f) => f.adminToken,
  ),
  report(
    "revenue per enterprise",
    "GET /api/v1/admin/enterprises-revenue, last 365 days, first page of 1,000 sellers",
    (f) => `/api/v1/admin/enterprises-revenue?${f.dashboardQuery}`,
    (f) => f.adminToken,
  ),
  report(
    "admin total transactions",
    "GET /api/v1/admin/payments/total-transactions (no filter)",
    () => "/api/v1/admin/payments/total-transactions",
    (f) => f.adminToken,
  ),
  searchScenario("seller"),
  searchScenario("admin"),
  report(
    "admin payments page=1",
    "GET /api/v1/admin/payments?page=1 (all sellers, with the sellers' companies)",
    () => "/api/v1/admin/payments?page=1",
    (f) => f.adminToken,
  ),
  monthReport(
    "revenue per enterprise",
    "GET /api/v1/admin/enterprises-revenue?period=month (last 30 days), first page of the sellers",
    () => "/api/v1/admin/enterprises-revenue?period=month",
    (f) => f.adminToken,
  ),
  monthReport(
    "seller dashboard",
    "GET /api/v1/dashboard/overview?period=month (last 30 days) of the big seller",
    () => "/api/v1/dashboard/overview?period=month",
    (f) => f.sellerTokens[1]!,
  ),
  monthReport(
    "seller daily values",
    "GET /api/v1/dashboard/daily-sales-values?period=month (last 30 days) of the big seller",
    () => "/api/v1/dashboard/daily-sales-values?period=month",
    (f) => f.sellerTokens[1]!,
  ),
  monthReport(
    "admin dashboard",
    "GET /api/v1/admin/dashboard/overview?period=month (last 30 days), all sellers",
    () => "/api/v1/admin/dashboard/overview?period=month",
    (f) => f.adminToken,
  ),
  monthReport(
    "admin daily count",
    "GET /api/v1/admin/dashboard/daily-sales-count?period=month (last 30 days), all sellers",
    () => "/api/v1/admin/dashboard/daily-sales-count?period=month",
    (f) => f.adminToken,
  ),
  monthReport(
    "admin total transactions",
    "GET /api/v1/admin/payments/total-transactions?startDate&endDate of the last 30 days, all sellers",
    (f) => `/api/v1/admin/payments/total-transactions?${f.monthQuery}`,
    (f) => f.adminToken,
  ),
];
