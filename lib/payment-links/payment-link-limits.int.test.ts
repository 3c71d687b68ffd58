import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloDayEnd, saoPauloToday } from "@/lib/time/sao-paulo-days";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const approvedSeller = () => createUserAndLogin(api, { approved: true });
const newLink = (token: string, limits: Record<string, unknown>) =>
  api.post("/api/v1/payment-links", { token, body: { description: "Ingresso", amount: 20, ...limits } });
const pay = (linkId: string) => api.post("/api/v1/payments", { body: { paymentLinkId: linkId, customer: buyer() } });
const publicView = async (hash: string) => (await api.get(`/api/v1/payment-links/${hash}`)).body;

describe("a link's expiry", () => {
  it("takes a date as the end of that São Paulo day, or a timestamp as is", async () => {
    const seller = await approvedSeller();
    const tomorrow = addDays(saoPauloToday(), 1);
    const byDay = await newLink(seller.access, { expiresAt: tomorrow });
    expect(byDay.status).toBe(201);
    expect(byDay.body.expiresAt).toBe(saoPauloDayEnd(tomorrow).toISOString());
    const byInstant = await newLink(seller.access, { expiresAt: "2099-01-02T10:00:00-03:00" });
    expect(byInstant.body.expiresAt).toBe("2099-01-02T13:00:00.000Z");
    expect((await newLink(seller.access, {})).body).toMatchObject({ expiresAt: null, maxPayments: null });
  });

  it("refuses a past, malformed or far-off expiry with 400", async () => {
    const seller = await approvedSeller();
    const past = [addDays(saoPauloToday(), -1), "2020-01-01T00:00:00Z"];
    for (const expiresAt of [
      ...past,
      "amanhã",
      "2026-13-01",
      "2100-01-01",
      "9999-12-31",
      "2999-01-02T10:00:00-03:00",
    ]) {
      const response = await newLink(seller.access, { expiresAt });
      expect(response.status).toBe(400);
      expect(response.body.details[0].path).toBe("expiresAt");
    }
  });

  it("stops charges once expired (422 PAYMENT_LINK_EXPIRED) and the checkout says EXPIRED; the seller can extend it", async () => {
    const seller = await approvedSeller();
    const link = (await newLink(seller.access, { expiresAt: addDays(saoPauloToday(), 3) })).body;
    expect((await publicView(link.hash)).availability).toBe("AVAILABLE");
    await db().paymentLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await publicView(link.hash)).toMatchObject({ status: "ACTIVE", availability: "EXPIRED" });
    const refused = await pay(link.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("PAYMENT_LINK_EXPIRED");

    const extended = await api.patch(`/api/v1/payment-links/${link.id}`, {
      token: seller.access,
      body: { expiresAt: null },
    });
    expect(extended.status).toBe(200);
    expect(extended.body.expiresAt).toBeNull();
    expect((await pay(link.id)).status).toBe(201);
  });
});

describe("a link's maximum number of payments", () => {
  it("refuses 400 for a limit below 1 or not whole", async () => {
    const seller = await approvedSeller();
    for (const maxPayments of [0, 1.5, "3"])
      expect((await newLink(seller.access, { maxPayments })).body.details[0].path).toBe("maxPayments");
  });

  it("holds under concurrent buyers: of ten at once, only as many as the limit get a charge", async () => {
    const seller = await approvedSeller();
    const link = (await newLink(seller.access, { maxPayments: 3 })).body;
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(link.id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422, 422]);
    expect(
      answers
        .filter((answer) => answer.status === 422)
        .every((answer) => answer.body.code === "PAYMENT_LINK_LIMIT_REACHED"),
    ).toBe(true);
    expect(await db().payment.count({ where: { paymentLinkId: link.id } })).toBe(3);

    // Paid, they fill the limit: the checkout says so and no further buyer is charged.
    for (const answer of answers.filter((a) => a.status === 201))
      expect((await sendCallback(api, answer.body.id, "charge.paid")).response.status).toBe(200);
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).qtdPayments).toBe(3);
    expect((await publicView(link.hash)).availability).toBe("LIMIT_REACHED");
    const after = await pay(link.id);
    expect([after.status, after.body.code]).toEqual([422, "PAYMENT_LINK_LIMIT_REACHED"]);
  });

  it("lets the buyers of a charged link without a limit through together, and a limit set among them holds", async () => {
    const seller = await approvedSeller();
    const link = (await newLink(seller.access, {})).body;
    expect((await pay(link.id)).status).toBe(201);
    // Charged and unlimited: the buyers share the link's lock, and the edit waits for the ones holding it.
    const buyers = Promise.all(Array.from({ length: 10 }, () => pay(link.id)));
    const limit = api.patch(`/api/v1/payment-links/${link.id}`, { token: seller.access, body: { maxPayments: 3 } });
    const answers = await buyers;
    expect((await limit).status).toBe(200);
    // Charged before the limit, refused by it, or asked to reload when it came between a buyer's read and lock.
    for (const answer of answers) expect([201, 409, 422], JSON.stringify(answer.body)).toContain(answer.status);
    const charged = await db().payment.count({ where: { paymentLinkId: link.id } });
    expect(charged).toBe(1 + answers.filter((answer) => answer.status === 201).length);
    const after = await pay(link.id);
    if (charged >= 3) expect([after.status, after.body.code]).toEqual([422, "PAYMENT_LINK_LIMIT_REACHED"]);
    else expect(after.status).toBe(201);
  });

  it("frees the place of a charge that expired unpaid, and a raised limit opens more", async () => {
    const seller = await approvedSeller();
    const link = (await newLink(seller.access, { maxPayments: 1 })).body;
    const first = await pay(link.id);
    expect(first.status).toBe(201);
    expect((await pay(link.id)).status).toBe(422);
    await db().payment.updateMany({ where: { id: first.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await pay(link.id)).status).toBe(201);

    const raised = await api.patch(`/api/v1/payment-links/${link.id}`, {
      token: seller.access,
      body: { maxPayments: 5 },
    });
    expect([raised.status, raised.body.maxPayments]).toEqual([200, 5]);
    expect((await pay(link.id)).status).toBe(201);
  });
});
