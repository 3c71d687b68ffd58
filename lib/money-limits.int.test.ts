import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { foldPaymentStats } from "@/lib/reports/payment-stats";
import { validEnterpriseInput } from "@/lib/testing/enterprises";
import { type ApiClient, type ApiResponse, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, expectLedgerConsistent, fundSeller, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { MAX_PAYMENT_CENTS } from "./money";
import { registerPayoutKey } from "@/lib/testing/withdrawals";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const seller = () => createUserAndLogin(api, { approved: true });

/** R$ 1.000.000,00, one payment's maximum, as the API takes it. */
const MAX = MAX_PAYMENT_CENTS / 100;
/** A centavo above the maximum, and the first amount that overflowed a 32-bit column of centavos (2^31 of them). */
const OVER = ["1000000.01", 1_000_000.01, "21474836.48"];
const RULES = {
  minAmount: 20,
  maxAmount: 5000,
  dailyLimit: 50_000,
  feeType: "FIXED",
  feeValue: 2,
  mode: "MANUAL",
  allowApi: false,
};
/** What 2^31 - 1 centavos are: R$ 21.474.836,47. */
const INT_MAX_CENTS = 2 ** 31 - 1;

function expectMaximumRefused(response: ApiResponse, field: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe("VALIDATION_FAILED");
  const detail = response.body.details.find((d: { path: string }) => d.path === field);
  expect(detail?.message.replace(/\s/g, " "), JSON.stringify(response.body.details)).toBe(
    "O valor máximo é R$ 1.000.000,00",
  );
}

describe("a centavo above one payment's maximum answers 400 at its field, never 500, and stores nothing", () => {
  it.each(OVER)("payments, amount %j", async (amount) => {
    const owner = await seller();
    expectMaximumRefused(
      await api.post("/api/v1/payments", { token: owner.access, body: { amount, customer: buyer() } }),
      "amount",
    );
    expect(await db().payment.count({ where: { sellerId: owner.user.id } })).toBe(0);
  });

  it.each(OVER)("payment links, amount %j", async (amount) => {
    const owner = await seller();
    expectMaximumRefused(
      await api.post("/api/v1/payment-links", { token: owner.access, body: { description: "Trator", amount } }),
      "amount",
    );
    expect(await db().paymentLink.count({ where: { sellerId: owner.user.id } })).toBe(0);
  });

  it.each(OVER)("fixed fees, created and changed, feeValue %j", async (feeValue) => {
    const owner = await seller();
    for (const path of ["/api/v1/fees", "/api/v1/admin/fees"]) {
      expectMaximumRefused(
        await api.post(path, { token: admin.access, body: { sellerId: owner.user.id, feeType: "FIXED", feeValue } }),
        "feeValue",
      );
    }
    const fee = await api.post("/api/v1/fees", {
      token: admin.access,
      body: { sellerId: owner.user.id, feeType: "FIXED", feeValue: 1 },
    });
    expectMaximumRefused(
      await api.put(`/api/v1/fees/${fee.body.id}`, { token: admin.access, body: { feeValue } }),
      "feeValue",
    );
    expectMaximumRefused(
      await api.put(`/api/v1/admin/fees/${fee.body.id}`, { token: admin.access, body: { feeType: "FIXED", feeValue } }),
      "feeValue",
    );
    expect((await db().fee.findMany({ where: { sellerId: owner.user.id } })).map((f) => f.feeValue)).toEqual([100]);
  });

  it.each(OVER)("withdrawals, amount %j, even for a seller whose balance covers it", async (amount) => {
    const owner = await seller();
    await fundSeller(owner.user.id, 3_000_000_000);
    expectMaximumRefused(
      await api.post("/api/v1/withdrawals", { token: owner.access, body: { amount, pixKey: "fulano@example.com" } }),
      "amount",
    );
    expect(await db().withdrawal.count({ where: { sellerId: owner.user.id } })).toBe(0);
  });

  it.each(["minAmount", "maxAmount", "feeValue"])("withdrawal rules, %s", async (field) => {
    const owner = await seller();
    for (const value of OVER) {
      const body = { ...RULES, maxAmount: MAX, dailyLimit: 100_000_000, [field]: value };
      expectMaximumRefused(
        await api.put(`/api/v1/admin/withdrawal-configs/${owner.user.id}`, { token: admin.access, body }),
        field,
      );
    }
    expect(await db().withdrawalConfig.count({ where: { sellerId: owner.user.id } })).toBe(0);
  });

  it.each(OVER)("a company's average ticket %j", async (averageTicket) => {
    const owner = await createUserAndLogin(api);
    expectMaximumRefused(
      await api.post("/api/v1/enterprises", { token: owner.access, body: validEnterpriseInput({ averageTicket }) }),
      "averageTicket",
    );
    expect(await db().enterprise.count({ where: { userId: owner.user.id } })).toBe(0);
  });
});

describe("the maximum itself is taken on every route", () => {
  it("a payment and a link of R$ 1.000.000,00, with their fees", async () => {
    const owner = await seller();
    const payment = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { amount: "1000000.00", customer: buyer() },
    });
    expect(payment.status).toBe(201);
    // R$ 1,50 + 0,99 % service and 0,50 % gateway, the platform's defaults.
    expect(payment.body).toMatchObject({
      amount: MAX,
      serviceFee: 9_901.5,
      gatewayFee: 5_000,
      amountWithAllFees: 985_098.5,
    });
    const link = await api.post("/api/v1/payment-links", {
      token: owner.access,
      body: { description: "Trator", amount: MAX },
    });
    expect(link.status).toBe(201);
    expect(link.body.amount).toBe(MAX);
    const bought = await api.post("/api/v1/payments", { body: { paymentLinkId: link.body.id, customer: buyer() } });
    expect(bought.status).toBe(201);
    expect(bought.body.amount).toBe(MAX);
  });

  it("a fixed fee of R$ 1.000.000,00, created and changed", async () => {
    const owner = await seller();
    const fee = await api.post("/api/v1/fees", {
      token: admin.access,
      body: { sellerId: owner.user.id, target: "GATEWAY", feeType: "FIXED", feeValue: MAX },
    });
    expect(fee.status).toBe(201);
    expect(fee.body.feeValue).toBe(MAX);
    const changed = await api.put(`/api/v1/fees/${fee.body.id}`, {
      token: admin.access,
      body: { feeValue: "1000000.00", isActive: false },
    });
    expect(changed.status).toBe(200);
    expect((await db().fee.findUniqueOrThrow({ where: { id: fee.body.id } })).feeValue).toBe(MAX_PAYMENT_CENTS);
  });

  it("withdrawal rules up to the maximum with a daily limit past 2^31 centavos, and a withdrawal of the maximum", async () => {
    const owner = await seller();
    // The largest fixed fee a withdrawal can carry leaves a centavo of the smallest one allowed.
    const rules = { ...RULES, minAmount: MAX, maxAmount: MAX, dailyLimit: 30_000_000, feeValue: MAX - 0.01 };
    const saved = await api.put(`/api/v1/admin/withdrawal-configs/${owner.user.id}`, {
      token: admin.access,
      body: rules,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ maxAmount: MAX, dailyLimit: 30_000_000, feeValue: MAX - 0.01 });
    expect((await db().withdrawalConfig.findUniqueOrThrow({ where: { sellerId: owner.user.id } })).dailyLimit).toBe(
      3_000_000_000n,
    );
    await api.put(`/api/v1/admin/withdrawal-configs/${owner.user.id}`, {
      token: admin.access,
      body: { ...rules, minAmount: RULES.minAmount, feeValue: 2 },
    });
    expect((await api.get("/api/v1/withdrawal-configs/me", { token: owner.access })).body).toMatchObject({
      maxAmount: MAX,
      dailyLimit: 30_000_000,
    });

    await fundSeller(owner.user.id, MAX_PAYMENT_CENTS);
    await registerPayoutKey(owner.user.id);
    const withdrawal = await api.post("/api/v1/withdrawals", {
      token: owner.access,
      body: { amount: "1000000.00", pixKey: "fulano@example.com" },
    });
    expect(withdrawal.status).toBe(201);
    expect(withdrawal.body).toMatchObject({ amount: MAX, fee: 2, netAmount: MAX - 2, status: "REQUESTED" });
  });

  it("a company whose average ticket is the maximum", async () => {
    const owner = await createUserAndLogin(api);
    const created = await api.post("/api/v1/enterprises", {
      token: owner.access,
      body: validEnterpriseInput({ averageTicket: MAX, averageRevenue: "50000000.00" }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ averageTicket: MAX, averageRevenue: 50_000_000 });
  });
});

describe("a seller whose sums pass 2^31 - 1 centavos", () => {
  const SALES = 22;
  /** What the seller nets from one payment of the maximum under the default fees (R$ 985.098,50). */
  const NET_CENTS = 98_509_850;

  async function reports(sellerId: string, token: string) {
    const read = async (path: string, as = token) => {
      const response = await api.get(path, { token: as });
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(200);
      return response.body;
    };
    const revenue = await read("/api/v1/admin/enterprises/revenue?period=day&perPage=100", admin.access);
    return {
      overview: await read("/api/v1/dashboard/overview?period=day"),
      values: await read("/api/v1/dashboard/daily-sales-values?period=day"),
      counts: await read("/api/v1/dashboard/daily-sales-count?period=day"),
      adminOverview: await read(`/api/v1/admin/dashboard/overview?period=day&sellerId=${sellerId}`, admin.access),
      revenue: revenue.data.find((row: { sellerId: string }) => row.sellerId === sellerId),
      totals: await read(`/api/v1/admin/payments/total-transactions?sellerId=${sellerId}`, admin.access),
      billing: await read(`/api/v1/admin/payments/billing?sellerId=${sellerId}`, admin.access),
    };
  }

  it("has an exact balance, statement and reports, before and after the totals are folded, and withdraws past 2^31 centavos in a day", async () => {
    const owner = await seller();
    for (let i = 0; i < SALES; i++) {
      const created = await api.post("/api/v1/payments", {
        token: owner.access,
        body: { amount: MAX, customer: buyer() },
      });
      expect(created.status).toBe(201);
      expect((await sendCallback(api, created.body.id, "charge.paid")).response.body.outcome).toBe("applied");
    }
    expect(SALES * MAX_PAYMENT_CENTS).toBeGreaterThan(INT_MAX_CENTS);
    expect(SALES * NET_CENTS).toBeGreaterThan(INT_MAX_CENTS);

    const balance = await api.get("/api/v1/seller-balances/me", { token: owner.access });
    expect(balance.body).toMatchObject({
      availableBalance: (SALES * NET_CENTS) / 100,
      pendingBalance: 0,
      reservedBalance: 0,
    });

    const statement = await api.get("/api/v1/transactions?perPage=100", { token: owner.access });
    expect(statement.body.totalRecords).toBe(SALES * 3);
    const signedCents = statement.body.data.reduce(
      (sum: number, line: { amount: number; direction: string }) =>
        sum + Math.round(line.amount * 100) * (line.direction === "CREDIT" ? 1 : -1),
      0,
    );
    expect(signedCents).toBe(SALES * NET_CENTS);

    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    const expected = {
      overview: {
        totalRevenue: SALES * MAX,
        averageTicket: MAX,
        qtdPaidOrders: SALES,
        qtdRefunds: 0,
        qtdPendingOrders: 0,
        conversionRate: 100,
      },
      values: [{ date: today, finished: SALES * MAX, pending: 0, cancelled: 0 }],
      counts: [{ date: today, count: SALES }],
      adminOverview: { totalRevenue: SALES * MAX, qtdPaidOrders: SALES },
      revenue: { sellerId: owner.user.id, totalRevenue: SALES * MAX, transactionCount: SALES },
      totals: {
        totalAmountWithAllFees: (SALES * NET_CENTS) / 100,
        totalPayments: SALES,
        totalFinishedPayments: SALES,
        totalPendingPayments: 0,
      },
      // The finished amount less the 0,50 % gateway fee of each payment.
      billing: {
        totalAmountWithFeesGateway: SALES * (MAX - 5_000),
        totalFinishedPayments: SALES,
        totalPendingPayments: 0,
        totalAmountCancelled: 0,
      },
    };
    expect(await reports(owner.user.id, owner.access)).toMatchObject(expected);
    await foldPaymentStats();
    expect(await reports(owner.user.id, owner.access)).toMatchObject(expected);

    // A day's withdrawals of one payment's maximum each pass 2^31 centavos up to the daily limit, and not past it.
    await api.put(`/api/v1/admin/withdrawal-configs/${owner.user.id}`, {
      token: admin.access,
      body: { ...RULES, maxAmount: MAX, dailyLimit: SALES * MAX, mode: "MANUAL" },
    });
    await fundSeller(owner.user.id, MAX_PAYMENT_CENTS);
    await registerPayoutKey(owner.user.id);
    const dashboard = async () => (await api.get("/api/v1/admin/withdrawals/dashboard", { token: admin.access })).body;
    const before = await dashboard();
    for (let i = 0; i < SALES; i++) {
      const withdrawal = await api.post("/api/v1/withdrawals", {
        token: owner.access,
        body: { amount: MAX, pixKey: "fulano@example.com" },
      });
      expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    }
    const refused = await api.post("/api/v1/withdrawals", {
      token: owner.access,
      body: { amount: 20, pixKey: "fulano@example.com" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("LIMIT_EXCEEDED");
    expect(refused.body.message.replace(/\s/g, " ")).toBe("O limite diário de saques é R$ 22.000.000,00.");
    expect((await api.get("/api/v1/seller-balances/me", { token: owner.access })).body).toMatchObject({
      availableBalance: (SALES * NET_CENTS + MAX_PAYMENT_CENTS - SALES * MAX_PAYMENT_CENTS) / 100,
      pendingBalance: SALES * MAX,
    });
    const after = await dashboard();
    expect(after.totalAmountPending - before.totalAmountPending).toBe(SALES * MAX);
    expect(after.qtdWithdrawalsPending - before.qtdWithdrawalsPending).toBe(SALES);
    await expectLedgerConsistent();
  }, 120_000);
});
