import { beforeAll, describe, expect, it } from "vitest";
import { type Actor, sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import type { MemberRole } from "@/lib/db/generated/enums";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { insertUser } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";
import { sellerRegistration, startChecklist } from "./start-checklist";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

/** A person with no account of their own acting in `sellerId`'s account as `memberRole`. */
async function teamMember(sellerId: string, memberRole: MemberRole): Promise<Actor> {
  const person = await insertUser({ role: "member", email: `pessoa-${memberRole}-${Date.now()}@example.com` });
  await db().membership.create({ data: { sellerId, userId: person.id, role: memberRole } });
  const seller = await db().user.findUniqueOrThrow({ where: { id: sellerId } });
  return { ...sessionActor(person), role: "seller", sellerId, memberRole, approved: seller.approved };
}

async function payThroughLink(linkId: string) {
  const payment = await api.post("/api/v1/payments", { body: { paymentLinkId: linkId, customer: buyer() } });
  expect(payment.status).toBe(201);
  await sendCallback(api, payment.body.id, "charge.paid");
  return payment.body.id as string;
}

const doneSteps = async (actor: Actor) =>
  (await startChecklist(actor)).steps.filter((step) => step.done).map((step) => step.key);

describe("startChecklist", () => {
  it("ticks each step from the seller's own data, and is complete once the first sale is paid", async () => {
    const seller = await insertUser({ approved: false });
    const owner = sessionActor(seller);
    expect(await startChecklist(owner)).toEqual({
      steps: [
        { key: "companyApproved", done: false },
        { key: "payoutKey", done: false },
        { key: "firstLink", done: false },
        { key: "firstSale", done: false },
      ],
      complete: false,
    });

    await db().user.update({ where: { id: seller.id }, data: { approved: true, approvedAt: new Date() } });
    const approved = { ...owner, approved: true };
    expect(await doneSteps(approved)).toEqual(["companyApproved"]);

    await registerPayoutKey(seller.id);
    expect(await doneSteps(approved)).toEqual(["companyApproved", "payoutKey"]);

    const link = await createLink(seller.id, 2_000);
    expect(await doneSteps(approved)).toEqual(["companyApproved", "payoutKey", "firstLink"]);

    // A charge not paid yet is no sale.
    const open = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    expect(open.status).toBe(201);
    expect(await doneSteps(approved)).not.toContain("firstSale");

    await payThroughLink(link.id);
    expect(await startChecklist(approved)).toMatchObject({ complete: true });
  });

  it("reads the account acted in, the same for every member whatever their role", async () => {
    const seller = await insertUser({ approved: true });
    await createLink(seller.id);
    for (const role of ["viewer", "developer", "finance", "owner"] as const) {
      expect(await doneSteps(await teamMember(seller.id, role)), role).toEqual(["companyApproved", "firstLink"]);
    }
  });

  it("counts nobody else's links, keys or sales", async () => {
    const other = await insertUser({ approved: true });
    await registerPayoutKey(other.id);
    await payThroughLink((await createLink(other.id)).id);
    const seller = await insertUser({ approved: true });
    expect(await doneSteps(sessionActor(seller))).toEqual(["companyApproved"]);
  });

  it("still counts a sale refunded since: the buyer paid it", async () => {
    const seller = await insertUser({ approved: true });
    const paymentId = await payThroughLink((await createLink(seller.id)).id);
    await db().payment.updateMany({ where: { id: paymentId }, data: { status: "REFUNDED", refundedAt: new Date() } });
    expect(await doneSteps(sessionActor(seller))).toContain("firstSale");
  });
});

describe("sellerRegistration", () => {
  it("is what the seller account was registered with, whoever of its team asks", async () => {
    const seller = await insertUser({ companyName: "Padaria Sol Ltda", email: `padaria-${Date.now()}@example.com` });
    const expected = { companyName: "Padaria Sol Ltda", email: seller.email };
    expect(await sellerRegistration(sessionActor(seller))).toEqual(expected);
    expect(await sellerRegistration(await teamMember(seller.id, "owner"))).toEqual(expected);
  });
});
