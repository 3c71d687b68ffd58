import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { sessionActor } from "@/lib/auth/actor";
import { CnpjSchema, CpfSchema } from "@/lib/br/documents";
import { db } from "@/lib/db/client";
import type { EnterpriseDocument } from "@/lib/db/generated/client";
import { listReviewQueue } from "@/lib/enterprises/service";
import { sellerBalance } from "@/lib/ledger/balances";
import { dailySalesCount, dailySalesValues, overview, revenuePerEnterprise } from "@/lib/reports/dashboard";
import { foldPaymentStats } from "@/lib/reports/payment-stats";
import { releaseDueReserves } from "@/lib/reserves/release-reserves";
import { storage } from "@/lib/storage";
import { expectLedgerConsistent } from "@/lib/testing/payments";
import { webhookSigningSecret } from "@/lib/webhooks/secrets";
import { DEMO_SELLERS, HISTORY_DAYS, saoPauloDay } from "./demo/plan";
import { REVIEW_COMPANY, REVIEW_SELLER_EMAIL } from "./demo/review-queue";
import { DEMO_WEBHOOK } from "./demo/sellers";
import { DEMO_ACCOUNTS, DEMO_TEAM_MEMBER, seedDemo } from "./seed";

const DAY = 86_400_000;
const now = new Date();
const range = {
  period: "custom" as const,
  startDate: saoPauloDay(now, HISTORY_DAYS - 1),
  endDate: saoPauloDay(now, 0),
};
let sellerId: string;
let admin: Actor;
let demoSeller: Actor;

/** Everything a second run could change: row counts, balances and report totals. */
async function snapshot() {
  const counts = await db().$queryRaw<Record<string, bigint>[]>`
    SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM enterprises) AS enterprises,
      (SELECT count(*) FROM payment_links) AS links, (SELECT count(*) FROM customers) AS customers,
      (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM withdrawals) AS withdrawals,
      (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM outbox_events) AS events,
      (SELECT count(*) FROM webhook_deliveries) AS deliveries, (SELECT count(*) FROM audit_logs) AS audits,
      (SELECT count(*) FROM enterprise_documents) AS documents, (SELECT count(*) FROM memberships) AS memberships,
      (SELECT count(*) FROM reserve_holds WHERE "releasedAt" IS NULL) AS held`;
  const balances = await db().ledgerAccount.findMany({
    select: { id: true, balance: true, updatedAt: true },
    orderBy: { id: "asc" },
  });
  const payments = await db().payment.findMany({
    select: { id: true, status: true, createdAt: true, updatedAt: true },
    orderBy: { id: "asc" },
  });
  const enterprises = await db().enterprise.findMany({
    select: { id: true, status: true, submittedAt: true, updatedAt: true },
    orderBy: { id: "asc" },
  });
  return { counts, balances, payments, enterprises, reports: await overview(admin, range) };
}

const FOUR_DOCUMENTS = ["RG_BACK", "RG_FRONT", "SELFIE_WITH_RG", "SOCIAL_CONTRACT"];

/** Each document's file is in the storage: its size, hash and type (read from its bytes) as its row says. */
async function expectStored(documents: EnterpriseDocument[]) {
  for (const doc of documents) {
    const bytes = await storage().get(doc.storageKey);
    expect(bytes?.byteLength).toBe(doc.sizeBytes);
    expect(createHash("sha256").update(bytes!).digest("hex")).toBe(doc.sha256);
    const detected = (await fileTypeFromBuffer(bytes!))?.mime;
    expect(detected).toBe(doc.contentType);
    expect(detected).toBe(doc.type === "SOCIAL_CONTRACT" ? "application/pdf" : "image/png");
  }
}

/** The reports' daily figures straight from the payments table. */
async function recount(seller?: string) {
  const rows = await db().$queryRaw<{ day: string; status: string; count: bigint; amount: bigint }[]>`
    SELECT to_char(("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD') AS day, status, count(*) AS count, sum(amount)::bigint AS amount
    FROM payments WHERE (${seller ?? null}::uuid IS NULL OR "sellerId" = ${seller ?? null}::uuid)
      AND ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${range.startDate}::date AND ${range.endDate}::date
    GROUP BY 1, 2`;
  const sum = (statuses: string[], pick: "count" | "amount", day?: string) =>
    rows
      .filter((row) => statuses.includes(row.status) && (!day || row.day === day))
      .reduce((total, row) => total + Number(row[pick]), 0);
  return { rows, sum };
}

/** As a seller, their own reports; as the admin, across sellers. */
async function expectReportsEqualRecount(reader: Actor) {
  const check = await recount(reader.role === "seller" ? reader.userId : undefined);
  const values = await dailySalesValues(reader, range);
  expect(values).toHaveLength(HISTORY_DAYS);
  for (const day of values) {
    expect(Math.round(day.finished * 100)).toBe(check.sum(["FINISHED"], "amount", day.date));
    expect(Math.round(day.pending * 100)).toBe(check.sum(["CREATED", "PENDING"], "amount", day.date));
    expect(Math.round(day.cancelled * 100)).toBe(check.sum(["CANCELLED"], "amount", day.date));
  }
  for (const day of await dailySalesCount(reader, range)) {
    expect(day.count).toBe(check.sum(["CREATED", "PENDING", "FINISHED", "CANCELLED", "REFUNDED"], "count", day.date));
  }
  const figures = await overview(reader, range);
  expect(Math.round(figures.totalRevenue * 100)).toBe(check.sum(["FINISHED"], "amount"));
  expect(figures.qtdPaidOrders).toBe(check.sum(["FINISHED"], "count"));
  expect(figures.qtdRefunds).toBe(check.sum(["REFUNDED"], "count"));
  expect(figures.qtdPendingOrders).toBe(check.sum(["CREATED", "PENDING"], "count"));
}

beforeAll(async () => {
  await seedDemo(now);
  demoSeller = sessionActor(await db().user.findUniqueOrThrow({ where: { email: DEMO_SELLERS[0]!.email } }));
  sellerId = demoSeller.userId;
  admin = sessionActor(await db().user.findUniqueOrThrow({ where: { email: "admin@demo.pix.br" } }));
}, 120_000);

describe("seedDemo", () => {
  it("keeps the demo logins as they were, the pending one without a company", async () => {
    const users = await db().user.findMany({
      where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } },
      include: { enterprises: true },
    });
    expect(users.map((u) => `${u.email} ${u.role} ${u.approved} ${u.enterprises.map((e) => e.status)}`).sort()).toEqual(
      [
        "admin@demo.pix.br admin true ",
        "analise@demo.pix.br seller false PENDING",
        "pendente@demo.pix.br seller false ",
        "vendedor@demo.pix.br seller true APPROVED",
      ],
    );
  });

  it("gives Loja Aurora a team: its founder as owner and a finance member, and the founder a seat in another account", async () => {
    const rows = await db().membership.findMany({
      where: { user: { email: { in: [DEMO_SELLERS[0]!.email, DEMO_TEAM_MEMBER.email] } } },
      select: { role: true, user: { select: { email: true } }, seller: { select: { email: true } } },
    });
    expect(rows.map((row) => `${row.seller.email} ${row.user.email} ${row.role}`).sort()).toEqual([
      "graos@demo.pix.br vendedor@demo.pix.br viewer",
      "vendedor@demo.pix.br financeiro@demo.pix.br finance",
      "vendedor@demo.pix.br vendedor@demo.pix.br owner",
    ]);
  });

  it("puts one company in the admin's review queue, submitted today with its four documents in the storage", async () => {
    const queue = await listReviewQueue(admin, { page: 1, perPage: 10 });
    expect(
      queue.data.map((enterprise) => `${enterprise.user.email} ${enterprise.cnpj} ${enterprise.companyName}`),
    ).toEqual([`${REVIEW_SELLER_EMAIL} ${REVIEW_COMPANY.cnpj.replace(/\D/g, "")} ${REVIEW_COMPANY.companyName}`]);
    const [company] = queue.data;
    expect(saoPauloDay(new Date(company!.submittedAt!), 0)).toBe(range.endDate);
    const documents = await db().enterpriseDocument.findMany({ where: { enterpriseId: company!.id } });
    expect(documents.map((doc) => doc.type).sort()).toEqual(FOUR_DOCUMENTS);
    await expectStored(documents);
  });

  it("gives every approved company the four documents its seller sent before the review", async () => {
    const approved = await db().enterprise.findMany({
      where: { status: "APPROVED" },
      include: { documents: true, user: { select: { email: true } } },
    });
    expect(approved.map((company) => company.user.email).sort()).toEqual(
      DEMO_SELLERS.map((seller) => seller.email).sort(),
    );
    for (const company of approved) {
      expect(company.documents.map((doc) => doc.type).sort()).toEqual(FOUR_DOCUMENTS);
      for (const doc of company.documents) expect(doc.uploadedAt).toEqual(company.submittedAt);
      expect(company.submittedAt!.getTime()).toBeLessThanOrEqual(company.reviewedAt!.getTime());
      await expectStored(company.documents);
    }
  });

  it("gives the demo seller links, sales in every status over 60 days, customers with valid documents and a balance in all three parts", async () => {
    const links = await db().paymentLink.groupBy({ by: ["status"], where: { sellerId }, _count: true });
    expect(Object.fromEntries(links.map((l) => [l.status, l._count]))).toEqual({ ACTIVE: 3, INACTIVE: 2 });

    const payments = await db().payment.findMany({ where: { sellerId }, select: { status: true, createdAt: true } });
    expect(new Set(payments.map((p) => p.status))).toEqual(
      new Set(["CREATED", "PENDING", "FINISHED", "CANCELLED", "REFUNDED"]),
    );
    expect(payments.length).toBeGreaterThan(150);
    const days = new Set(payments.map((p) => saoPauloDay(p.createdAt, 0)));
    expect(days.size).toBeGreaterThanOrEqual(HISTORY_DAYS - 3);
    expect([...days].sort()[0]).toBe(range.startDate);
    expect(days.has(range.endDate)).toBe(true);
    expect(payments.every((p) => p.createdAt <= now)).toBe(true);
    // Not flat: the busiest day sells several times what the quietest one does.
    const perDay = [...days].map((day) => payments.filter((p) => saoPauloDay(p.createdAt, 0) === day).length);
    expect(Math.max(...perDay)).toBeGreaterThanOrEqual(3 * Math.min(...perDay));

    const customers = await db().customer.findMany({ where: { sellerId } });
    expect(customers.length).toBeGreaterThanOrEqual(10);
    for (const customer of customers) {
      expect(
        (customer.documentType === "CPF" ? CpfSchema : CnpjSchema).safeParse(customer.documentNumber).success,
      ).toBe(true);
    }

    const balance = await sellerBalance(admin, sellerId);
    expect(balance.availableBalance).toBeGreaterThan(0);
    expect(balance.pendingBalance).toBeGreaterThan(0);
    expect(balance.reservedBalance).toBeGreaterThan(0);
  });

  it("has withdrawals in every status, and the webhook's delivery log", async () => {
    const withdrawals = await db().withdrawal.findMany({
      where: { sellerId },
      select: { status: true, requestedAt: true },
    });
    expect(new Set(withdrawals.map((w) => w.status))).toEqual(
      new Set(["REQUESTED", "PROCESSING", "COMPLETED", "FAILED", "REJECTED", "CANCELLED"]),
    );
    expect(Math.min(...withdrawals.map((w) => w.requestedAt.getTime()))).toBeLessThan(now.getTime() - 45 * DAY);

    const webhook = await db().sellerWebhook.findFirstOrThrow({ where: { sellerId, url: DEMO_WEBHOOK.url } });
    // Its signing secret is stored as the application stores one: encrypted, readable with the key.
    expect(webhook.secret).toMatch(/^v1:dev:/);
    expect(webhookSigningSecret(webhook)).toMatch(/^whsec_/);
    const deliveries = await db().webhookDelivery.groupBy({
      by: ["status"],
      where: { webhookId: webhook.id },
      _count: true,
    });
    const byStatus = Object.fromEntries(deliveries.map((d) => [d.status, d._count]));
    expect(byStatus.SUCCEEDED).toBeGreaterThan(20);
    expect(byStatus.FAILED).toBe(1);
    expect(byStatus.PENDING).toBeUndefined();
    expect(
      await db().webhookAttempt.count({
        where: {
          deliveryId: {
            in: (await db().webhookDelivery.findMany({ where: { webhookId: webhook.id } })).map((d) => d.id),
          },
          statusCode: 503,
        },
      }),
    ).toBeGreaterThan(0);
  });

  it("keeps the ledger balanced, and no seller's available money ever went below zero along the way", async () => {
    await expectLedgerConsistent();
    const dips = await db().$queryRaw<{ sellerId: string }[]>`
      SELECT "sellerId" FROM (
        SELECT "sellerId", sum(moved) OVER (PARTITION BY "accountId" ORDER BY at, "journalId") AS running FROM (
          SELECT e."sellerId", e."accountId", e."journalId", min(e."createdAt") AS at, sum(e.amount) AS moved
          FROM ledger_entries e JOIN ledger_accounts a ON a.id = e."accountId" WHERE a.type = 'SELLER_AVAILABLE'
          GROUP BY 1, 2, 3) journals) r
      WHERE running < 0`;
    expect(dips).toEqual([]);
    const late = await db().ledgerEntry.count({ where: { createdAt: { gt: now } } });
    expect(late).toBe(0);
  });

  it("holds the reserve for 14 days from each confirmation, released exactly when due", async () => {
    const reserve = DEMO_SELLERS[0]!.reserve!;
    const holds = await db().reserveHold.findMany({ where: { sellerId } });
    const confirmed = new Map(
      (
        await db().payment.findMany({ where: { sellerId }, select: { id: true, confirmedAt: true, refundedAt: true } })
      ).map((p) => [p.id, p]),
    );
    expect(holds.length).toBeGreaterThan(100);
    for (const hold of holds) {
      const payment = confirmed.get(hold.paymentId)!;
      expect(hold.releaseAt.getTime()).toBe(payment.confirmedAt!.getTime() + reserve.days * DAY);
      // A refund takes the held part back from the reserve, in its own transaction.
      if (payment.refundedAt) expect(payment.refundedAt.getTime() - hold.releasedAt!.getTime()).toBeLessThan(1_000);
      else if (hold.releaseAt <= now) expect(hold.releasedAt).toEqual(hold.releaseAt);
      else expect(hold.releasedAt).toBeNull();
    }
    const held = holds.filter((hold) => !hold.releasedAt).reduce((total, hold) => total + hold.amount, 0);
    expect(Math.round((await sellerBalance(admin, sellerId)).reservedBalance * 100)).toBe(held);
    expect(await releaseDueReserves(now)).toBe(0);
  });

  it("reports equal a recount for the demo seller and across sellers, before and after the fold", async () => {
    await expectReportsEqualRecount(demoSeller);
    await expectReportsEqualRecount(admin);
    await foldPaymentStats();
    await expectReportsEqualRecount(demoSeller);
    await expectReportsEqualRecount(admin);
    const revenue = await revenuePerEnterprise(admin, { ...range, page: 1, perPage: 10 });
    expect(revenue.data.map((row) => row.companyName)).toEqual(
      expect.arrayContaining(DEMO_SELLERS.map((seller) => seller.enterprise.companyName)),
    );
    expect(revenue.data[0]!.companyName).toBe(DEMO_SELLERS[0]!.enterprise.companyName);
    for (const row of revenue.data) {
      const check = await recount(row.sellerId);
      expect(Math.round(row.totalRevenue * 100)).toBe(check.sum(["FINISHED"], "amount"));
    }
  });

  it("changes nothing when it runs again", async () => {
    const before = await snapshot();
    await seedDemo();
    expect(await snapshot()).toEqual(before);
  });
});
