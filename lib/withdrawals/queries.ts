import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const lockWithdrawalRow = defineQuery({
  name: "withdrawals.lockWithdrawalRow",
  columns: { id: "uuid" },
  sql: (id: string) => Prisma.sql`SELECT id FROM withdrawals WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

export const lockSellerWithdrawalRow = defineQuery({
  name: "withdrawals.lockSellerWithdrawalRow",
  columns: { id: "uuid" },
  sql: (id: string, sellerId: string) =>
    Prisma.sql`SELECT id FROM withdrawals WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid FOR UPDATE`,
  examples: [[ID, ID]],
});

/** Row-locks the withdrawal the provider's payout paid. */
export const lockWithdrawalOfPayout = defineQuery({
  name: "withdrawals.lockWithdrawalOfPayout",
  columns: { id: "uuid" },
  sql: (provider: string, payoutId: string) => Prisma.sql`
    SELECT id FROM withdrawals WHERE provider = ${provider} AND "providerPayoutId" = ${payoutId} FOR UPDATE`,
  examples: [["efi", "p"]],
});
