import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { ensurePaymentMonths } from "@/lib/testing/payments";
import { explaining, planText } from "@/lib/testing/query-plan";
import { insertUser } from "@/lib/testing/users";
import { searchPayments } from "./queries";
import { readTerm } from "./terms";

// A seller whose buyers all paid months ago, under the platform's recent payments of other buyers (the benchmark's
// database after its write scenarios): a search for a part of a buyer's name must walk the seller's own payments, not
// every seller's newest ones. Under ANALYZE's 30,000-row sample, so that the plan is the same on every run.

let sellerId: string;

beforeAll(async () => {
  sellerId = (await insertUser({ approved: true })).id;
  const others = await Promise.all(Array.from({ length: 3 }, () => insertUser({ approved: true })));
  const sellers = [sellerId, ...others.map((other) => other.id)];
  await db().$executeRaw`
    INSERT INTO customers (id, "sellerId", name, email, "documentType", "documentNumber", "updatedAt")
    SELECT gen_random_uuid(), s, 'Comprador', 'comprador@example.com', 'CPF', '52998224725', now()
    FROM unnest(${sellers}::uuid[]) s`;
  await ensurePaymentMonths(new Date(Date.now() - 301 * 86_400_000));
  // Written in time order, as a live table is: months of every seller's sales, one in four the seller's (its buyers
  // named "Cliente <n> Antigo"), then a day of the other sellers' alone.
  await db().$executeRaw`
    INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid,
      "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), c."sellerId", c.id, 1000, 10, 5, 'sandbox', md5(g::text),
      CASE WHEN c."sellerId" = ${sellerId}::uuid THEN 'Cliente ' || (g % 40) || ' Antigo' ELSE 'Outro ' || g END,
      c.email, now(), at, now()
    FROM (
      SELECT g, (${sellers}::uuid[])[1 + g % 4] AS seller, now() - interval '300 days' + g * interval '20 minutes' AS at
      FROM generate_series(1, 18000) g
      UNION ALL
      SELECT 18000 + g, (${sellers}::uuid[])[2 + g % 3], now() - interval '1 day' + g * interval '9 seconds'
      FROM generate_series(1, 9000) g
    ) drawn JOIN customers c ON c."sellerId" = drawn.seller
    ORDER BY at`;
  await db().$executeRaw`VACUUM ANALYZE`;
});

it("walks the seller's own payments for a part of a buyer's name, never the platform's newest", async () => {
  const term = readTerm("Cliente 8 Antigo");
  const text = await planText(searchPayments(explaining, term, sellerId, { limit: 6, offset: 0 }));
  // Each month's partition has its own copy of each index (payments_2026_03_createdAt_idx).
  expect(text).not.toMatch(/payments(_\d{4}_\d{2})?_createdAt_idx/);
  expect(text).toMatch(/payments(_\d{4}_\d{2})?_(sellerId_createdAt_id_idx|sellerId_customerName_idx)/);

  const found = await searchPayments(direct, term, sellerId, { limit: 6, offset: 0 });
  expect(found).toHaveLength(6);
  expect(found.every((row) => row.customerName === "Cliente 8 Antigo" && row.sellerId === sellerId)).toBe(true);
  const newestFirst = found.map((row) => row.createdAt.getTime());
  expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
});
