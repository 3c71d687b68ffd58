import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { PLATFORM_ACCOUNT_TYPES } from "@/lib/ledger/post-journal";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, expectLedgerConsistent, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { expireDuePayments } from "./withdraw-charge";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const seller = () => createUserAndLogin(api, { approved: true });

async function balanceOf(token: string) {
  return (await api.get("/api/v1/seller-balances/me", { token })).body;
}

describe("a payment through a link, from the buyer to the seller's balance", () => {
  it("creates, settles through the signed callback, and credits the seller to the centavo", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 15_050);
    expect(await balanceOf(owner.access)).toMatchObject({ availableBalance: 0, pendingBalance: 0, reservedBalance: 0 });

    const created = await api.post("/api/v1/payments", {
      body: {
        paymentLinkId: link.id,
        customer: buyer(),
        paymentMethod: "pix",
        currency: "BRL",
        customerId: owner.user.id,
      },
    });
    expect(created.status).toBe(201);
    // The buyer is answered the checkout's view: nothing of the seller's fees or ids.
    expect(Object.keys(created.body).sort()).toEqual([
      "amount",
      "confirmedAt",
      "endToEndId",
      "expiresAt",
      "id",
      "qrCode",
      "status",
    ]);
    expect(created.body.qrCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406150\.50.*6304[0-9A-F]{4}$/);
    const checkout = `/api/v1/payment-links/${link.hash}/payments/${created.body.id}`;
    expect((await api.get(checkout)).body).toEqual(created.body);
    expect(created.body).toMatchObject({ status: "CREATED", amount: 150.5, confirmedAt: null });

    const sellerView = await api.get(`/api/v1/payments/${created.body.id}`, { token: owner.access });
    expect(sellerView.body).toMatchObject({
      status: "CREATED",
      amount: 150.5,
      method: "pix",
      purchaser: "sandbox",
      paymentLinkId: link.id,
      serviceFee: 2.99,
      gatewayFee: 0.75,
      amountWithFeesService: 147.51,
      amountWithFeesGateway: 149.75,
      amountWithAllFees: 146.76,
      customerName: "Maria Compradora",
      confirmedAt: null,
    });
    expect(sellerView.body.paymentLink).toMatchObject({ id: link.id, hash: link.hash });

    expect((await sendCallback(api, created.body.id, "charge.pending")).response.body.outcome).toBe("applied");
    expect((await api.get(checkout)).body.status).toBe("PENDING");
    const paid = await sendCallback(api, created.body.id, "charge.paid");
    expect(paid.response.status).toBe(200);
    expect(paid.response.body.outcome).toBe("applied");

    const finished = await api.get(`/api/v1/payments/${created.body.id}`, { token: owner.access });
    expect(finished.body.status).toBe("FINISHED");
    expect(finished.body.confirmedAt).not.toBeNull();
    expect((await api.get(checkout)).body.status).toBe("FINISHED");
    expect(await balanceOf(owner.access)).toMatchObject({
      availableBalance: 146.76,
      reservedBalance: 0,
      pendingBalance: 0,
    });
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).qtdPayments).toBe(1);

    const statement = await api.get("/api/v1/transactions", { token: owner.access });
    const lines = statement.body.data
      .map((t: { reason: string; direction: string; amount: number }) => `${t.reason} ${t.direction} ${t.amount}`)
      .sort();
    expect(lines).toEqual(["PAYMENT_RECEIVED CREDIT 150.5", "SYSTEM_FEE DEBIT 0.75", "SYSTEM_FEE DEBIT 2.99"]);
    const events = await db().outboxEvent.findMany({
      where: { sellerId: owner.user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => e.type)).toEqual(["payment.created", "payment.pending", "payment.finished"]);
    await expectLedgerConsistent();
  });

  it("settles once however often the same callback is replayed", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 10_000);
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    const { callback, response } = await sendCallback(api, created.body.id, "charge.paid");
    expect(response.body.outcome).toBe("applied");
    const replays = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post("/api/v1/providers/sandbox/webhook", { rawBody: callback.body, headers: callback.headers }),
      ),
    );
    expect(replays.every((r) => r.status === 200 && r.body.outcome === "duplicate")).toBe(true);
    expect((await balanceOf(owner.access)).availableBalance).toBe(97.01);
    expect(await db().ledgerJournal.count({ where: { paymentId: created.body.id } })).toBe(1);
    await expectLedgerConsistent();
  });

  it("applies 20 concurrent deliveries of a new event exactly once", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 10_000);
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    const payment = await db().payment.findFirstOrThrow({ where: { id: created.body.id } });
    const { sandboxProvider } = await import("@/lib/pix/providers");
    const callback = sandboxProvider().signedCallback({
      type: "charge.paid",
      chargeId: payment.providerChargeId!,
      amount: payment.amount,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post("/api/v1/providers/sandbox/webhook", { rawBody: callback.body, headers: callback.headers }),
      ),
    );
    expect(results.filter((r) => r.body.outcome === "applied")).toHaveLength(1);
    expect(results.filter((r) => r.body.outcome === "duplicate")).toHaveLength(19);
    expect((await balanceOf(owner.access)).availableBalance).toBe(97.01);
    await expectLedgerConsistent();
  });

  it("applies concurrent callbacks for many sellers' payments, each once; platform accounts are the sum of their entries", async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, () => seller()));
    const ids: string[] = [];
    for (const [i, owner] of owners.entries()) {
      for (const amount of [10 + i, 20 + i, 30 + i]) {
        ids.push(
          (await api.post("/api/v1/payments", { token: owner.access, body: { amount, customer: buyer() } })).body.id,
        );
      }
    }
    const platformTotals = async () => {
      const rows = await db().$queryRaw<{ type: string; total: bigint }[]>`
        SELECT a.type::text AS type, coalesce(sum(e.amount), 0)::bigint AS total
        FROM ledger_accounts a LEFT JOIN ledger_entries e ON e."accountId" = a.id WHERE a."sellerId" IS NULL GROUP BY a.type`;
      return Object.fromEntries(rows.map((row) => [row.type, row.total]));
    };
    const before = await platformTotals();

    const results = await Promise.all(ids.map((id) => sendCallback(api, id, "charge.paid")));
    expect(results.map((r) => r.response.body.outcome)).toEqual(ids.map(() => "applied"));

    const payments = await db().payment.findMany({ where: { id: { in: ids } } });
    expect(payments.every((p) => p.status === "FINISHED")).toBe(true);
    const sum = (pick: (p: (typeof payments)[number]) => number) =>
      BigInt(payments.reduce((total, p) => total + pick(p), 0));
    const after = await platformTotals();
    expect(after.PROVIDER_CLEARING! - before.PROVIDER_CLEARING!).toBe(-sum((p) => p.amount));
    expect(after.PLATFORM_FEES! - before.PLATFORM_FEES!).toBe(sum((p) => p.serviceFee));
    expect(after.GATEWAY_FEES! - before.GATEWAY_FEES!).toBe(sum((p) => p.gatewayFee));
    // Platform accounts keep no cached balance (nearly every journal touches them).
    const platform = await db().ledgerAccount.findMany({ where: { sellerId: null } });
    expect(platform.map((a) => a.type).sort()).toEqual([...PLATFORM_ACCOUNT_TYPES].sort());
    expect(platform.map((a) => a.balance)).toEqual(PLATFORM_ACCOUNT_TYPES.map(() => 0n));
    for (const owner of owners) {
      const net = payments
        .filter((p) => p.sellerId === owner.user.id)
        .reduce((total, p) => total + p.amount - p.serviceFee - p.gatewayFee, 0);
      expect((await balanceOf(owner.access)).availableBalance).toBeCloseTo(net / 100, 2);
    }
    await expectLedgerConsistent();
  });

  it("refuses a forged or stale signature and a body changed after signing", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id);
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    const payment = await db().payment.findFirstOrThrow({ where: { id: created.body.id } });
    const { sandboxProvider } = await import("@/lib/pix/providers");
    const good = sandboxProvider().signedCallback({
      type: "charge.paid",
      chargeId: payment.providerChargeId!,
      amount: payment.amount,
    });
    const tampered = good.body.replace(String(payment.amount), "1");
    const forged = {
      ...good.headers,
      "x-sandbox-signature": good.headers["x-sandbox-signature"].replace(/v1=\w+/, `v1=${"0".repeat(64)}`),
    };
    const stale = sandboxProvider().signedCallback(
      { type: "charge.paid", chargeId: payment.providerChargeId!, amount: payment.amount },
      new Date(Date.now() - 10 * 60_000),
    );
    for (const attempt of [
      { rawBody: tampered, headers: good.headers },
      { rawBody: good.body, headers: forged },
      { rawBody: stale.body, headers: stale.headers },
      { rawBody: good.body, headers: { "content-type": "application/json" } },
    ]) {
      const response = await api.post("/api/v1/providers/sandbox/webhook", attempt);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("INVALID_SIGNATURE");
    }
    expect((await db().payment.findFirstOrThrow({ where: { id: payment.id } })).status).toBe("CREATED");
    expect(
      (await api.post("/api/v1/providers/unknown/webhook", { rawBody: good.body, headers: good.headers })).status,
    ).toBe(404);
  });

  it("does not settle a callback whose amount differs from the charge", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id);
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    expect((await sendCallback(api, created.body.id, "charge.paid", 1)).response.body.outcome).toBe("amount_mismatch");
    expect((await db().payment.findFirstOrThrow({ where: { id: created.body.id } })).status).toBe("CREATED");
  });

  it("the sandbox control endpoint pays through the same signed webhook", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 5_000);
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    const paid = await api.post(`/api/v1/sandbox/payments/${created.body.id}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body.callbacks.map((c: { outcome: string }) => c.outcome)).toEqual(["applied", "applied"]);
    expect((await api.get(`/api/v1/payments/${created.body.id}`, { token: owner.access })).body.status).toBe(
      "FINISHED",
    );
    expect((await api.post(`/api/v1/sandbox/payments/${randomUUID()}/pay`)).status).toBe(404);
  });
});

describe("creating payments", () => {
  it("lets a seller charge a customer by data or by id, with an upserted customer", async () => {
    const owner = await seller();
    const document = { type: "CPF", number: "529.982.247-25" };
    const first = await api.post("/api/v1/payments", {
      token: owner.access,
      body: {
        amount: "25.00",
        method: "pix",
        customer: buyer({ document }),
        externalId: "pedido-1",
        metadata: { pedido: 1 },
        expiresIn: 600,
      },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      amount: 25,
      externalId: "pedido-1",
      metadata: { pedido: 1 },
      paymentLink: null,
    });
    expect(new Date(first.body.expiresAt).getTime() - new Date(first.body.createdAt).getTime()).toBeGreaterThan(
      590_000,
    );
    const second = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { amount: 30, customer: buyer({ document, name: "Maria Nova" }) },
    });
    expect(second.body.customerId).toBe(first.body.customerId);
    const byId = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { amount: 31, customerId: first.body.customerId },
    });
    expect(byId.status).toBe(201);
    expect(byId.body.customerName).toBe("Maria Nova");
  });

  it("validates input with the field named", async () => {
    const owner = await seller();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0, customer: buyer() }, "amount"],
      [{ amount: "10.123", customer: buyer() }, "amount"],
      [{ amount: 10, customer: buyer(), method: "boleto" }, "method"],
      [{ amount: 10, customer: buyer({ document: { type: "CPF", number: "123" } }) }, "customer.document.number"],
      [{ amount: 10, customer: buyer({ document: { type: "RG", number: "1" } }) }, "customer.document.type"],
      [{ amount: 10, customer: buyer(), expiresIn: 10 }, "expiresIn"],
      [{ amount: 10, customer: buyer(), currency: "USD" }, "currency"],
      [{ amount: 10, customer: buyer(), hack: true }, "hack"],
      [{ amount: 10 }, "customer"],
      [{ customer: buyer() }, "amount"],
      [{ amount: 10, customerId: "abc" }, "customerId"],
      [{ amount: 10, customer: buyer(), customerId: randomUUID() }, "customerId"],
    ];
    for (const [body, path] of cases) {
      const response = await api.post("/api/v1/payments", { token: owner.access, body });
      expect(response.status, path).toBe(400);
      expect(
        response.body.details.map((d: { path: string }) => d.path),
        path,
      ).toContain(path);
    }
  });

  it("refuses fees larger than the amount with 422", async () => {
    const owner = await seller();
    const response = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { amount: 1, customer: buyer() },
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("FEES_EXCEED_AMOUNT");
  });

  it("only lets the public pay an active link, at the link's amount", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 2_000);
    expect((await api.post("/api/v1/payments", { body: { amount: 20, customer: buyer() } })).status).toBe(401);
    expect(
      (await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, amount: 19.99, customer: buyer() } }))
        .status,
    ).toBe(400);
    expect(
      (await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, amount: 20, customer: buyer() } })).status,
    ).toBe(201);
    // The order's id, metadata and the charge's lifetime are the seller's: a buyer could otherwise copy another
    // order's id or hold a limited link's places for a week.
    for (const extra of [{ externalId: "pedido-1" }, { metadata: { paid: "yes" } }, { expiresIn: 604_800 }]) {
      const response = await api.post("/api/v1/payments", {
        body: { paymentLinkId: link.id, customer: buyer(), ...extra },
      });
      expect(response.status, Object.keys(extra)[0]).toBe(400);
      expect(response.body.details[0].path).toBe(Object.keys(extra)[0]);
    }
    expect(
      (await api.post("/api/v1/payments", { body: { paymentLinkId: randomUUID(), customer: buyer() } })).status,
    ).toBe(404);
    await db().paymentLink.update({ where: { id: link.id }, data: { status: "INACTIVE" } });
    const inactive = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    expect(inactive.status).toBe(422);
    expect(inactive.body.code).toBe("PAYMENT_LINK_INACTIVE");
  });

  it("scopes a buyer's idempotency key by the link and the buyer's document: another buyer's same key is another payment", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 2_000);
    const headers = { "idempotency-key": "checkout-retry-1" };
    const maria = buyer();
    const first = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: maria }, headers });
    expect(first.status).toBe(201);
    expect(
      (await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: maria }, headers })).body,
    ).toEqual(first.body);

    const other = await api.post("/api/v1/payments", {
      body: { paymentLinkId: link.id, customer: buyer({ name: "João Comprador" }) },
      headers,
    });
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
    const otherLink = await createLink(owner.user.id, 2_000);
    const elsewhere = await api.post("/api/v1/payments", {
      body: { paymentLinkId: otherLink.id, customer: maria },
      headers,
    });
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.id).not.toBe(first.body.id);
    expect(await db().payment.count({ where: { sellerId: owner.user.id } })).toBe(3);
  });

  it("lets a buyer's data create a customer but never rename one the seller has", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 2_000);
    const maria = buyer();
    await api.post("/api/v1/payments", { token: owner.access, body: { amount: 20, customer: maria } });
    const impostor = { ...maria, name: "Outro Nome", email: "outro@example.com" };
    const paid = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: impostor } });
    expect(paid.status).toBe(201);
    const customer = await db().customer.findFirstOrThrow({ where: { sellerId: owner.user.id } });
    expect(customer).toMatchObject({ name: "Maria Compradora", email: "maria@example.com" });
    // The payment keeps what its payer said.
    expect((await api.get(`/api/v1/payments/${paid.body.id}`, { token: owner.access })).body).toMatchObject({
      customerName: "Outro Nome",
      customerEmail: "outro@example.com",
      customerId: customer.id,
    });
    const renamed = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { amount: 20, customer: { ...maria, name: "Maria C. Silva" } },
    });
    expect(renamed.status).toBe(201);
    expect((await db().customer.findUniqueOrThrow({ where: { id: customer.id } })).name).toBe("Maria C. Silva");
  });

  it("answers 403 to unapproved sellers and admins", async () => {
    const pending = await createUserAndLogin(api);
    const response = await api.post("/api/v1/payments", {
      token: pending.access,
      body: { amount: 10, customer: buyer() },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("SELLER_NOT_APPROVED");
    expect((await api.get("/api/v1/payments", { token: pending.access })).body.code).toBe("SELLER_NOT_APPROVED");
    expect((await api.get("/api/v1/seller-balances/me", { token: pending.access })).status).toBe(403);
    expect(
      (await api.post("/api/v1/payments", { token: admin.access, body: { amount: 10, customer: buyer() } })).status,
    ).toBe(403);
  });

  it("is idempotent per key: same body replays, another body conflicts, concurrent calls create one", async () => {
    const owner = await seller();
    const body = { amount: 50, customer: buyer() };
    const headers = { "idempotency-key": `key-${randomUUID()}` };
    const first = await api.post("/api/v1/payments", { token: owner.access, body, headers });
    const again = await api.post("/api/v1/payments", { token: owner.access, body, headers });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const conflict = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { ...body, amount: 51 },
      headers,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe("IDEMPOTENCY_KEY_REUSED");

    const racing = { "idempotency-key": `key-${randomUUID()}` };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.post("/api/v1/payments", { token: owner.access, body, headers: racing })),
    );
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await db().payment.count({ where: { sellerId: owner.user.id } })).toBe(2);
    expect(
      (
        await api.post("/api/v1/payments", {
          token: owner.access,
          body,
          headers: { "idempotency-key": "x".repeat(256) },
        })
      ).status,
    ).toBe(400);
  });
});

describe("reading payments", () => {
  it("hides another seller's payment as 404 and shows it to admins", async () => {
    const a = await seller();
    const b = await seller();
    const created = await api.post("/api/v1/payments", { token: a.access, body: { amount: 10, customer: buyer() } });
    expect((await api.get(`/api/v1/payments/${created.body.id}`, { token: b.access })).status).toBe(404);
    expect((await api.get(`/api/v1/payments/${created.body.id}`)).status).toBe(401);
    expect((await api.get(`/api/v1/payments/${created.body.id}`, { token: admin.access })).status).toBe(200);
    expect((await api.get("/api/v1/payments/123", { token: a.access })).status).toBe(400);
    expect((await api.post(`/api/v1/payments/${created.body.id}/cancel`, { token: b.access })).status).toBe(404);
    expect((await api.get(`/api/v1/payments/${created.body.id}/qrcode`, { token: b.access })).status).toBe(404);
    const png = await api.get(`/api/v1/payments/${created.body.id}/qrcode`, { token: a.access });
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.body.subarray(1, 4).toString()).toBe("PNG");
  });

  it("answers the PIX's end-to-end id and the buyer's document, a CPF masked, to the seller and admins", async () => {
    const owner = await seller();
    const person = buyer({ document: { type: "CPF", number: "529.982.247-25" } });
    const byCpf = await api.post("/api/v1/payments", { token: owner.access, body: { amount: 10, customer: person } });
    const path = `/api/v1/payments/${byCpf.body.id}`;
    const unpaid = await api.get(path, { token: owner.access });
    expect(unpaid.body).toMatchObject({
      endToEndId: null,
      customerDocument: { type: "CPF", number: "***.982.247-**" },
    });
    expect(JSON.stringify(unpaid.body)).not.toContain("52998224725");

    const endToEndId = "E1234567820261127140012345678901";
    await db().payment.updateMany({ where: { id: byCpf.body.id }, data: { endToEndId } });
    for (const token of [owner.access, admin.access])
      expect((await api.get(path, { token })).body).toMatchObject({
        endToEndId,
        customerDocument: { type: "CPF", number: "***.982.247-**" },
      });
    const listed = await api.get(`/api/v1/payments?search=${byCpf.body.id}`, { token: owner.access });
    expect(listed.body.data[0].endToEndId).toBe(endToEndId);

    const company = buyer({ document: { type: "CNPJ", number: "11222333000181" } });
    const byCnpj = await api.post("/api/v1/payments", { token: owner.access, body: { amount: 10, customer: company } });
    expect(
      (await api.get(`/api/v1/payments/${byCnpj.body.id}`, { token: owner.access })).body.customerDocument,
    ).toEqual({
      type: "CNPJ",
      number: "11.222.333/0001-81",
    });
  });

  it("lists with filters and pagination", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 1_000);
    for (let i = 0; i < 3; i++)
      await api.post("/api/v1/payments", {
        token: owner.access,
        body: { amount: 10 + i, customer: buyer({ name: `Cliente ${i}` }) },
      });
    const viaLink = await api.post("/api/v1/payments", {
      body: { paymentLinkId: link.id, customer: buyer({ name: "Comprador do Link" }) },
    });
    await sendCallback(api, viaLink.body.id, "charge.paid");
    const page = await api.get("/api/v1/payments?perPage=2", { token: owner.access });
    expect(page.body).toMatchObject({ totalRecords: 4, totalPages: 2, perPage: 2 });
    expect(
      (await api.get("/api/v1/payments?status=FINISHED", { token: owner.access })).body.data.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([viaLink.body.id]);
    expect(
      (await api.get(`/api/v1/payments?paymentLinkId=${link.id}`, { token: owner.access })).body.totalRecords,
    ).toBe(1);
    expect((await api.get("/api/v1/payments?search=cliente%201", { token: owner.access })).body.totalRecords).toBe(1);
    // What was typed is matched literally: % and _ are not wildcards, a UUID finds its payment, and
    // something shaped like a UUID that is not one is just text.
    expect((await api.get("/api/v1/payments?search=%25", { token: owner.access })).body.totalRecords).toBe(0);
    expect((await api.get("/api/v1/payments?search=cliente_1", { token: owner.access })).body.totalRecords).toBe(0);
    expect(
      (await api.get(`/api/v1/payments?search=${viaLink.body.id}`, { token: owner.access })).body.data.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([viaLink.body.id]);
    const notUuid = await api.get(`/api/v1/payments?search=${"-".repeat(36)}`, { token: owner.access });
    expect(notUuid.status).toBe(200);
    expect(notUuid.body.totalRecords).toBe(0);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    expect(
      (await api.get(`/api/v1/payments?startDate=${today}&endDate=${today}`, { token: owner.access })).body
        .totalRecords,
    ).toBe(4);
    expect(
      (await api.get("/api/v1/payments?startDate=2020-01-01&endDate=2020-01-31", { token: owner.access })).body
        .totalRecords,
    ).toBe(0);
    expect(
      (await api.get("/api/v1/payments?startDate=2020-02-01&endDate=2020-01-01", { token: owner.access })).status,
    ).toBe(400);
    expect((await api.get("/api/v1/payments?status=PAID", { token: owner.access })).status).toBe(400);
    // Valid ISO dates whose São Paulo day falls outside PostgreSQL's timestamps, once a 500.
    for (const range of ["startDate=0001-01-01", "endDate=9999-12-31", "startDate=0000-12-31&endDate=0001-01-01"]) {
      const response = await api.get(`/api/v1/payments?${range}`, { token: owner.access });
      expect(response.status, range).toBe(400);
      expect(response.body.details[0].message, range).toBe("Use uma data entre 01/01/2000 e 31/12/2099");
    }
  });
});

describe("cancel, expiry and refund", () => {
  it("cancels unpaid payments and refuses to cancel twice", async () => {
    const owner = await seller();
    const created = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { amount: 10, customer: buyer() },
    });
    const cancelled = await api.post(`/api/v1/payments/${created.body.id}/cancel`, {
      token: owner.access,
      body: { reason: "Cliente desistiu" },
    });
    expect(cancelled.body).toMatchObject({ status: "CANCELLED", cancelReason: "Cliente desistiu" });
    expect(await db().auditLog.findMany({ where: { entityId: created.body.id } })).toMatchObject([
      {
        action: "payment.cancelled",
        actorId: owner.user.id,
        entityType: "payment",
        before: { status: "CREATED" },
        after: { status: "CANCELLED", cancelReason: "Cliente desistiu" },
      },
    ]);
    const again = await api.post(`/api/v1/payments/${created.body.id}/cancel`, { token: owner.access });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe("INVALID_STATUS_TRANSITION");
    expect((await sendCallback(api, created.body.id, "charge.paid")).response.body.outcome).toBe("ignored");
    expect((await balanceOf(owner.access)).availableBalance).toBe(0);
  });

  it("expires unpaid payments at expiresAt, by the job and on read", async () => {
    const owner = await seller();
    const a = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { amount: 10, customer: buyer(), expiresIn: 60 },
    });
    const b = await api.post("/api/v1/payments", {
      token: owner.access,
      body: { amount: 10, customer: buyer(), expiresIn: 60 },
    });
    await db().payment.updateMany({
      where: { id: { in: [a.body.id, b.body.id] } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await api.get(`/api/v1/payments/${a.body.id}`, { token: owner.access })).body).toMatchObject({
      status: "CANCELLED",
      cancelReason: "Expirado",
    });
    expect(await expireDuePayments()).toBeGreaterThanOrEqual(1);
    expect((await db().payment.findFirstOrThrow({ where: { id: b.body.id } })).status).toBe("CANCELLED");
    expect(await expireDuePayments()).toBe(0);
    // An expiry is no one's doing: the audit log is for what people did.
    expect(await db().auditLog.count({ where: { entityId: { in: [a.body.id, b.body.id] } } })).toBe(0);
  });

  it("refunds a finished payment in full, fees kept, and refuses when the balance cannot cover it", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 10_000);
    const first = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    const second = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    expect((await api.post(`/api/v1/payments/${first.body.id}/refund`, { token: owner.access })).status).toBe(422);
    await sendCallback(api, first.body.id, "charge.paid");
    await sendCallback(api, second.body.id, "charge.paid");
    expect((await balanceOf(owner.access)).availableBalance).toBe(194.02);

    // A client expecting part of the money back from the full refund is refused, not refunded in full.
    const partialAsked = await api.post(`/api/v1/payments/${first.body.id}/refund`, {
      token: owner.access,
      body: { amount: "10.00" },
    });
    expect(partialAsked.status).toBe(400);
    expect(partialAsked.body.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(partialAsked.body.details)).toContain("/refunds");
    expect((await balanceOf(owner.access)).availableBalance).toBe(194.02);
    expect((await api.get(`/api/v1/payments/${first.body.id}/refunds`, { token: owner.access })).body.data).toEqual([]);
    expect(
      (await api.post(`/api/v1/payments/${second.body.id}/refund`, { token: owner.access, body: { extra: 1 } })).status,
    ).toBe(400);

    const refunded = await api.post(`/api/v1/payments/${first.body.id}/refund`, { token: owner.access, body: {} });
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe("REFUNDED");
    expect(refunded.body.refundedAt).not.toBeNull();
    expect(refunded.body.refundedAmount).toBe(100);
    // The whole R$ 100,00 leaves the balance: the R$ 2,99 of fees it paid are not given back.
    expect((await balanceOf(owner.access)).availableBalance).toBe(94.02);
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).qtdPayments).toBe(1);

    await db()
      .$executeRaw`UPDATE ledger_accounts SET balance = 0 WHERE "sellerId" = ${owner.user.id}::uuid AND type = 'SELLER_AVAILABLE'`;
    const short = await api.post(`/api/v1/payments/${second.body.id}/refund`, { token: owner.access });
    expect(short.status).toBe(422);
    expect(short.body.code).toBe("INSUFFICIENT_BALANCE");
    await db()
      .$executeRaw`UPDATE ledger_accounts SET balance = 9402 WHERE "sellerId" = ${owner.user.id}::uuid AND type = 'SELLER_AVAILABLE'`;
    expect((await api.post(`/api/v1/payments/${first.body.id}/refund`, { token: owner.access })).status).toBe(422);
    await expectLedgerConsistent();
  });
});

describe("rolling reserve", () => {
  it("holds the reserve until its release date, then moves it to available", async () => {
    const owner = await seller();
    await db().reserveConfig.create({ data: { sellerId: owner.user.id, percentage: 100_000, days: 30 } });
    const link = await createLink(owner.user.id, 10_000);
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    await sendCallback(api, created.body.id, "charge.paid");
    // net 97,01; 10 % = 9,701 -> 9,70 reserved
    expect(await balanceOf(owner.access)).toMatchObject({ availableBalance: 87.31, reservedBalance: 9.7 });
    const { releaseDueReserves } = await import("@/lib/reserves/release-reserves");
    expect(await releaseDueReserves()).toBe(0);
    expect(await releaseDueReserves(new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBe(1);
    expect(await balanceOf(owner.access)).toMatchObject({ availableBalance: 97.01, reservedBalance: 0 });
    const reasons = (await api.get("/api/v1/transactions", { token: owner.access })).body.data.map(
      (t: { reason: string }) => t.reason,
    );
    expect(reasons).toEqual(expect.arrayContaining(["RETENTION", "RETENTION_RELEASE"]));
    await expectLedgerConsistent();
  });
});

describe("admin views", () => {
  it("lists all payments with their seller and sums the totals", async () => {
    const owner = await seller();
    const link = await createLink(owner.user.id, 10_000);
    const paid = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    await sendCallback(api, paid.body.id, "charge.paid");
    await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    const cancelled = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    await api.post(`/api/v1/payments/${cancelled.body.id}/cancel`, { token: owner.access });

    const list = await api.get(`/api/v1/admin/payments?sellerId=${owner.user.id}`, { token: admin.access });
    expect(list.body.totalRecords).toBe(3);
    expect(list.body.data[0].customer).toMatchObject({ id: owner.user.id, email: owner.user.email });
    expect(
      (await api.get(`/api/v1/admin/payments/total-transactions?sellerId=${owner.user.id}`, { token: admin.access }))
        .body,
    ).toEqual({
      totalAmountWithAllFees: 97.01,
      totalPayments: 3,
      totalFinishedPayments: 1,
      totalPendingPayments: 1,
    });
    expect(
      (await api.get(`/api/v1/admin/payments/billing?sellerId=${owner.user.id}`, { token: admin.access })).body,
    ).toEqual({
      totalAmountWithFeesGateway: 99.5,
      totalFinishedPayments: 1,
      totalPendingPayments: 1,
      totalAmountCancelled: 100,
    });
    const statement = await api.get(`/api/v1/admin/transactions?sellerId=${owner.user.id}`, { token: admin.access });
    expect(statement.body.totalRecords).toBe(3);
    expect((await api.get("/api/v1/admin/payments", { token: owner.access })).status).toBe(403);
  });
});
