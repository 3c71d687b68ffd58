import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { WithdrawalStatus } from "@/lib/db/generated/enums";
import { db, pgPool } from "@/lib/db/client";
import { insertUser } from "@/lib/testing/users";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CNPJ = "11222333000181";

async function pastWithdrawal(
  sellerId: string,
  daysAgo: number,
  pixKey: string,
  pixKeyType: "CNPJ" | "EMAIL",
  status: WithdrawalStatus,
  reviewedBy: string | null = null,
) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  return db().withdrawal.create({
    data: {
      sellerId,
      amount: 10_000,
      fee: 200,
      netAmount: 9_800,
      pixKey,
      pixKeyType,
      status,
      provider: "sandbox",
      requestedAt: at,
      reviewedAt: reviewedBy && at,
      reviewedBy,
    },
  });
}

it("makes each seller's last used key (not of a rejected or failed withdrawal) their registered key, payable at once", async () => {
  const admin = await insertUser({ role: "admin" });
  // An e-mail key an admin paid to, then a third party's CNPJ the admin rejected.
  const paid = await insertUser({ approved: true });
  await pastWithdrawal(paid.id, 9, "antigo@example.com", "EMAIL", "COMPLETED", admin.id);
  const approval = await pastWithdrawal(paid.id, 5, "fulano@example.com", "EMAIL", "COMPLETED", admin.id);
  await pastWithdrawal(paid.id, 2, "fulano@example.com", "EMAIL", "CANCELLED");
  await pastWithdrawal(paid.id, 1, "27481536000122", "CNPJ", "REJECTED", admin.id);
  // The company's own CNPJ, never reviewed.
  const company = await insertUser({ approved: true });
  await db().enterprise.create({
    data: {
      userId: company.id,
      commercialName: "Loja",
      invoiceName: "LOJA LTDA",
      averageRevenue: 1_000_000n,
      averageTicket: 10_000,
      productsServices: "Roupas",
      contactEmail: "c@example.com",
      contactPhone: "11987654321",
      sellsPhysicalProducts: true,
      cnpj: CNPJ,
      companyName: "Loja Ltda",
      tradeName: "Loja",
      phone: "1133334444",
      email: "f@example.com",
      addressZipCode: "01310100",
      addressStreet: "Av. Paulista",
      addressNumber: "1000",
      addressNeighborhood: "Bela Vista",
      addressCity: "São Paulo",
      addressState: "SP",
      legalRepName: "Marina",
      legalRepCpf: "52998224725",
      legalRepRole: "Sócia",
      legalRepStartDate: new Date("2019-03-01"),
      legalRepPhone: "11912345678",
      legalRepEmail: "m@example.com",
      status: "APPROVED",
    },
  });
  const pending = await pastWithdrawal(company.id, 1, CNPJ, "CNPJ", "REQUESTED");
  const failedOnly = await insertUser({ approved: true });
  await pastWithdrawal(failedOnly.id, 3, "errado@example.com", "EMAIL", "FAILED", admin.id);

  const migrations = path.join(ROOT, "prisma/migrations");
  const migration = readdirSync(migrations).find((name) => name.endsWith("_payout_keys_from_withdrawals"))!;
  await pgPool().query(readFileSync(path.join(migrations, migration, "migration.sql"), "utf8"));

  const keyOf = (sellerId: string) => db().payoutKey.findFirst({ where: { sellerId, current: true } });
  const paidKey = await keyOf(paid.id);
  expect(paidKey).toMatchObject({
    pixKey: "fulano@example.com",
    pixKeyType: "EMAIL",
    holderVerified: false,
    payableFrom: null,
    createdBy: null,
    approvedBy: admin.id,
  });
  expect(paidKey!.approvedAt).toEqual(approval.reviewedAt);
  expect(await db().withdrawal.count({ where: { payoutKeyId: paidKey!.id } })).toBe(2);
  const companyKey = await keyOf(company.id);
  expect(companyKey).toMatchObject({
    pixKey: CNPJ,
    pixKeyType: "CNPJ",
    holderVerified: true,
    approvedAt: null,
    payableFrom: null,
  });
  expect((await db().withdrawal.findUniqueOrThrow({ where: { id: pending.id } })).payoutKeyId).toBe(companyKey!.id);
  expect(await keyOf(failedOnly.id)).toBeNull();
});
