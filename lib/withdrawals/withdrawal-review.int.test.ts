import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { sellerBalance } from "@/lib/ledger/balances";
import { fundSeller } from "@/lib/testing/payments";
import { insertUser } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";
import {
  approveWithdrawal,
  createWithdrawal,
  listAdminWithdrawals,
  listWithdrawalQueue,
  rejectWithdrawal,
  withdrawalDashboard,
} from "./service";

// The services check their actor themselves: a page, job or script that calls them directly gets
// no help from the route wrapper's "admin" rule.
let admin: Actor;
let seller: Actor;

beforeAll(async () => {
  admin = sessionActor(await insertUser({ role: "admin" }));
  seller = sessionActor(await insertUser({ approved: true }));
  await fundSeller(seller.userId, 100_000);
  await registerPayoutKey(seller.userId);
});

const requestOwn = () => createWithdrawal(seller, { amount: 10_000 }, null);

/** Resolves to the refusal's code, or "still waiting" if the call blocks (on a row lock) for a second. */
async function outcome(call: Promise<unknown>) {
  const waiting = new Promise((resolve) => setTimeout(() => resolve("still waiting"), 1_000));
  return Promise.race([
    call.then(
      () => "done",
      (error: { code?: string }) => error.code ?? String(error),
    ),
    waiting,
  ]);
}

describe("a seller calling the withdrawal review services directly", () => {
  it("cannot approve or reject their own withdrawal, so no payout can complete or fail it", async () => {
    const own = await requestOwn();
    const before = await sellerBalance(seller);
    await expect(approveWithdrawal(seller, own.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(rejectWithdrawal(seller, own.id, "eu mesmo")).rejects.toMatchObject({ code: "FORBIDDEN" });
    // Payout results apply only to a PROCESSING withdrawal with the provider's payout id, which only approval gives.
    expect(await db().withdrawal.findUniqueOrThrow({ where: { id: own.id } })).toMatchObject({
      status: "REQUESTED",
      providerPayoutId: null,
      reviewedBy: null,
    });
    expect(await sellerBalance(seller)).toEqual(before);
    // Only the request is in the log: no review.
    expect((await db().auditLog.findMany({ where: { entityId: own.id } })).map((entry) => entry.action)).toEqual([
      "withdrawal.requested",
    ]);
  });

  it("is refused before taking the row lock: an admin's review in progress does not make the seller wait", async () => {
    const own = await requestOwn();
    await transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM withdrawals WHERE id = ${own.id}::uuid FOR UPDATE`;
      expect(await outcome(approveWithdrawal(seller, own.id))).toBe("FORBIDDEN");
      expect(await outcome(rejectWithdrawal(seller, own.id))).toBe("FORBIDDEN");
    });
    expect((await db().withdrawal.findUniqueOrThrow({ where: { id: own.id } })).status).toBe("REQUESTED");
  });

  it("cannot read the admin's lists or dashboard", async () => {
    await requestOwn();
    await expect(listAdminWithdrawals(seller, { page: 1, perPage: 10 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listWithdrawalQueue(seller, { page: 1, perPage: 10 })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(withdrawalDashboard(seller)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("leaves the same services working for an admin", async () => {
    const own = await requestOwn();
    expect((await listWithdrawalQueue(admin, { page: 1, perPage: 10 })).data.map((row) => row.id)).toContain(own.id);
    expect((await withdrawalDashboard(admin)).qtdWithdrawalsPending).toBeGreaterThan(0);
    expect(await approveWithdrawal(admin, own.id)).toMatchObject({
      id: own.id,
      status: "PROCESSING",
      reviewedBy: admin.userId,
    });
    expect(
      (await listAdminWithdrawals(admin, { sellerId: seller.userId, page: 1, perPage: 10 })).totalRecords,
    ).toBeGreaterThan(0);
  });
});

describe("an admin approving a withdrawal of a seller below zero", () => {
  it("is refused with INSUFFICIENT_BALANCE and leaves the withdrawal pending for review", async () => {
    const owner = sessionActor(await insertUser({ approved: true }));
    await fundSeller(owner.userId, 20_000);
    await registerPayoutKey(owner.userId);
    const requested = await createWithdrawal(owner, { amount: 10_000 }, null);
    await fundSeller(owner.userId, -10_001);
    await expect(approveWithdrawal(admin, requested.id)).rejects.toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      status: 422,
      message: expect.stringContaining("negativo"),
    });
    expect(await db().withdrawal.findUniqueOrThrow({ where: { id: requested.id } })).toMatchObject({
      status: "REQUESTED",
      reviewedBy: null,
    });
    expect((await listWithdrawalQueue(admin, { page: 1, perPage: 100 })).data.map((row) => row.id)).toContain(
      requested.id,
    );
  });
});
