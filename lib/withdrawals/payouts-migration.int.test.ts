import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { WithdrawalStatus } from "@/lib/db/generated/enums";
import { db, pgPool } from "@/lib/db/client";
import { insertUser } from "@/lib/testing/users";

const MIGRATION = path.resolve(import.meta.dirname, "../../prisma/migrations/20261127110000_payouts_issue_24");
const HOUR = 3_600_000;

/** The migration's data statements (its UPDATEs), run again over rows written as the release before left them. */
async function backfill() {
  const sql = readFileSync(path.join(MIGRATION, "migration.sql"), "utf8");
  const statements = sql.split(";").filter((statement) => /^(\s*--[^\n]*\n)*\s*UPDATE/.test(statement));
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) await pgPool().query(statement);
}

it("counts every withdrawal approved before the release as asked of its PSP, but one still held by its key", async () => {
  const seller = await insertUser({ approved: true });
  const reviewedAt = new Date(Date.now() - 30 * HOUR);
  const withdrawal = (status: WithdrawalStatus, fields: { providerPayoutId?: string; payableFrom?: Date } = {}) =>
    db().withdrawal.create({
      data: {
        sellerId: seller.id,
        amount: 10_000,
        fee: 200,
        netAmount: 9_800,
        pixKey: "fulano@example.com",
        pixKeyType: "EMAIL",
        status,
        provider: "efi",
        reviewedAt: status === "REQUESTED" ? null : reviewedAt,
        ...fields,
      },
    });
  const answered = await withdrawal("PROCESSING", { providerPayoutId: "a1" });
  const unanswered = await withdrawal("PROCESSING");
  const heldEnded = await withdrawal("PROCESSING", { payableFrom: new Date(Date.now() - HOUR) });
  const stillHeld = await withdrawal("PROCESSING", { payableFrom: new Date(Date.now() + HOUR) });
  const completed = await withdrawal("COMPLETED", { providerPayoutId: "c1" });
  const failed = await withdrawal("FAILED");
  const requested = await withdrawal("REQUESTED");
  const rejected = await withdrawal("REJECTED");

  await backfill();

  const askedAt = async (row: { id: string }) =>
    (await db().withdrawal.findUniqueOrThrow({ where: { id: row.id } })).payoutAskedAt;
  for (const row of [answered, unanswered, heldEnded, completed, failed])
    expect(await askedAt(row)).toEqual(reviewedAt);
  for (const row of [stillHeld, requested, rejected]) expect(await askedAt(row)).toBeNull();
});
