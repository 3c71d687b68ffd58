import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { sellerBalance } from "@/lib/ledger/balances";
import { expectLedgerConsistent } from "@/lib/testing/payments";
import { DEMO_ACCOUNTS, seedDemo } from "./seed";

it("creates the demo accounts and sales once, however often it runs", async () => {
  await seedDemo();
  await seedDemo();
  const users = await db().user.findMany({ where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } } });
  expect(users.map((u) => `${u.email} ${u.role} ${u.approved}`).sort()).toEqual([
    "admin@demo.pix.br admin true",
    "pendente@demo.pix.br seller false",
    "vendedor@demo.pix.br seller true",
  ]);
  const seller = users.find((u) => u.email === "vendedor@demo.pix.br")!;
  expect(await db().enterprise.count({ where: { userId: seller.id, status: "APPROVED" } })).toBe(1);
  expect(await db().paymentLink.count({ where: { sellerId: seller.id } })).toBe(2);
  const statuses = (await db().payment.findMany({ where: { sellerId: seller.id } })).map((p) => p.status).sort();
  expect(statuses).toEqual(["CREATED", "FINISHED", "FINISHED"]);
  expect((await sellerBalance(seller.id)).availableBalance).toBeGreaterThan(0);
  await expectLedgerConsistent();
});
