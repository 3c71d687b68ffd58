import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { auditActions } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const approvedSeller = () => createUserAndLogin(api, { approved: true });
const newLink = async (token: string) =>
  (await api.post("/api/v1/payment-links", { token, body: { description: "Camiseta", amount: 50 } })).body;
const edit = (token: string, id: string, body: unknown) => api.patch(`/api/v1/payment-links/${id}`, { token, body });
const pay = (linkId: string) => api.post("/api/v1/payments", { body: { paymentLinkId: linkId, customer: buyer() } });

describe("PATCH /payment-links/{id}", () => {
  it("changes the description and amount of a link never charged, audited with before and after", async () => {
    const seller = await approvedSeller();
    const link = await newLink(seller.access);
    const response = await edit(seller.access, link.id, { description: "Camiseta verde", amount: "62.90" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: link.id,
      hash: link.hash,
      description: "Camiseta verde",
      amount: 62.9,
      firstChargeAt: null,
    });
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).amount).toBe(6_290);
    expect(await auditActions(link.id)).toEqual(["payment_link.created", "payment_link.updated"]);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: link.id, action: "payment_link.updated" },
    });
    expect(audit.before).toMatchObject({ description: "Camiseta", amount: 50 });
    expect(audit.after).toMatchObject({ description: "Camiseta verde", amount: 62.9 });

    expect((await edit(seller.access, link.id, { amount: 70 })).body).toMatchObject({
      description: "Camiseta verde",
      amount: 70,
    });
    expect((await api.get(`/api/v1/payment-links/${link.hash}`)).body).toMatchObject({
      description: "Camiseta verde",
      amount: 70,
    });
  });

  it("refuses with 422 PAYMENT_LINK_LOCKED once a charge was made, even one never paid", async () => {
    const seller = await approvedSeller();
    const link = await newLink(seller.access);
    expect((await pay(link.id)).status).toBe(201);
    const charged = await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(charged.firstChargeAt).not.toBeNull();
    const refused = await edit(seller.access, link.id, { amount: 10 });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("PAYMENT_LINK_LOCKED");
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).amount).toBe(5_000);
    expect(await auditActions(link.id)).toEqual(["payment_link.created"]);
    // Its expiry and limit stay the seller's to change.
    expect((await edit(seller.access, link.id, { maxPayments: 2 })).body.maxPayments).toBe(2);
  });

  it("refuses an inactive link, another seller's link, an empty or unknown body", async () => {
    const seller = await approvedSeller();
    const link = await newLink(seller.access);
    const intruder = await approvedSeller();
    expect((await edit(intruder.access, link.id, { amount: 1 })).status).toBe(404);
    const empty = await edit(seller.access, link.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe("VALIDATION_FAILED");
    const unknown = await edit(seller.access, link.id, { hash: "outro" });
    expect(unknown.status).toBe(400);
    expect((await edit(seller.access, link.id, { amount: 0.5 })).body.details[0].path).toBe("amount");
    await api.delete(`/api/v1/payment-links/${link.id}`, { token: seller.access });
    const inactive = await edit(seller.access, link.id, { amount: 10 });
    expect(inactive.status).toBe(422);
    expect(inactive.body.code).toBe("PAYMENT_LINK_INACTIVE");
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).amount).toBe(5_000);
  });

  it("never lets an edit and a first charge cross: every charge is at the link's final amount", async () => {
    const seller = await approvedSeller();
    for (let round = 0; round < 6; round++) {
      const link = await newLink(seller.access);
      const [edited, ...charges] = await Promise.all([
        edit(seller.access, link.id, { amount: 80 + round }),
        pay(link.id),
        pay(link.id),
      ]);
      const final = await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } });
      const intents = await db().$queryRaw<{ amount: number }[]>`
        SELECT (payload->>'amount')::int AS amount FROM charge_intents WHERE payload->>'paymentLinkId' = ${link.id}`;
      expect(intents.every((intent) => intent.amount === final.amount)).toBe(true);
      expect(intents.length).toBe(charges.filter((charge) => charge.status === 201).length);
      // A charge read the link before the edit and is refused, or came after it, or the edit came last and was refused.
      for (const charge of charges) expect([201, 409]).toContain(charge.status);
      if (edited.status === 200) expect(final.amount).toBe(8_000 + round * 100);
      else
        expect([edited.status, edited.body.code, final.amount, intents.length > 0]).toEqual([
          422,
          "PAYMENT_LINK_LOCKED",
          5_000,
          true,
        ]);
    }
  });
});
