import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { insertUser } from "@/lib/testing/users";
import { postJournal } from "./post-journal";

const journalOf = (id: string) => db().ledgerJournal.findFirstOrThrow({ where: { id } });

it("names the one seller whose accounts the journal moves, and none for platform accounts only", async () => {
  const seller = await insertUser({ approved: true });
  const sellers = await transaction((tx) =>
    postJournal(tx, {
      kind: "MANUAL_ADJUSTMENT",
      entries: [
        { account: { seller: seller.id, type: "SELLER_AVAILABLE" }, amount: 500, reason: "MANUAL_ADJUSTMENT" },
        { account: { seller: seller.id, type: "SELLER_RESERVED" }, amount: 100, reason: "MANUAL_ADJUSTMENT" },
        { account: { platform: "PLATFORM_FEES" }, amount: -600, reason: "MANUAL_ADJUSTMENT" },
      ],
    }),
  );
  expect((await journalOf(sellers.id)).sellerId).toBe(seller.id);

  const platform = await transaction((tx) =>
    postJournal(tx, {
      kind: "MANUAL_ADJUSTMENT",
      entries: [
        { account: { platform: "PROVIDER_CLEARING" }, amount: 250, reason: "MANUAL_ADJUSTMENT" },
        { account: { platform: "UNMATCHED_RECEIPTS" }, amount: -250, reason: "MANUAL_ADJUSTMENT" },
      ],
    }),
  );
  expect((await journalOf(platform.id)).sellerId).toBeNull();
});

it("refuses a journal that moves two sellers' money, and writes nothing of it", async () => {
  const [one, other] = [await insertUser({ approved: true }), await insertUser({ approved: true })];
  await expect(
    transaction((tx) =>
      postJournal(tx, {
        kind: "MANUAL_ADJUSTMENT",
        entries: [
          { account: { seller: one.id, type: "SELLER_AVAILABLE" }, amount: -300, reason: "MANUAL_ADJUSTMENT" },
          { account: { seller: other.id, type: "SELLER_AVAILABLE" }, amount: 300, reason: "MANUAL_ADJUSTMENT" },
        ],
      }),
    ),
  ).rejects.toThrow("moves the money of 2 sellers");
  expect(await db().ledgerEntry.count({ where: { sellerId: { in: [one.id, other.id] } } })).toBe(0);
});
