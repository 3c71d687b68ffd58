import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const lockSellerLink = defineQuery({
  name: "paymentLinks.lockSellerLink",
  columns: { id: "uuid" },
  sql: (id: string, sellerId: string) => Prisma.sql`
    SELECT id FROM payment_links WHERE id = ${id}::uuid AND "sellerId" = ${sellerId}::uuid FOR UPDATE`,
  examples: [[ID, ID]],
});
