import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { direct, type RawQueryable } from "@/lib/db/direct";
import { Prisma } from "@/lib/db/generated/client";
import { explaining, planText } from "@/lib/testing/query-plan";
import { insertUser } from "@/lib/testing/users";
import { searchCustomers, searchLinks } from "./queries";
import { readTerm } from "./terms";

// A seller with half of the platform's customers and links, all of them old, under the newer ones of other sellers: a
// search for a part of a name must read the seller's own rows, not walk every seller's newest on the admin's
// newest-first indexes (customers_createdAt_id_idx, payment_links_createdAt_id_idx) and filter, which reads past all
// the others'. With a plain "sellerId" = constant PostgreSQL took that walk here in some runs (its choice follows the
// sampled statistics) and always once the seller's (sellerId, createdAt) index was dropped; as sellerRows writes the
// seller, only that index gives the order asked.

let sellerId: string;

beforeAll(async () => {
  sellerId = (await insertUser({ approved: true })).id;
  const others = await Promise.all(Array.from({ length: 3 }, () => insertUser({ approved: true })));
  const sellers = [sellerId, ...others.map((other) => other.id)];
  // Written in time order, as a live table is: a year of every seller's rows, half of them the seller's, then a month
  // of the other sellers' alone.
  const drawn = Prisma.sql`(
    SELECT g, CASE WHEN g % 2 = 0 THEN ${sellerId}::uuid ELSE (${sellers}::uuid[])[2 + g % 3] END AS seller,
      now() - interval '400 days' + g * interval '1 hour' AS at
    FROM generate_series(1, 8000) g
    UNION ALL
    SELECT 8000 + g, (${sellers}::uuid[])[2 + g % 3], now() - interval '30 days' + g * interval '2 minutes'
    FROM generate_series(1, 12000) g
  ) drawn`;
  await db().$executeRaw`
    INSERT INTO customers (id, "sellerId", name, email, "documentType", "documentNumber", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), seller,
      CASE WHEN seller = ${sellerId}::uuid THEN 'Cliente ' || (g % 40) || ' Antigo' ELSE 'Outro ' || g END,
      'comprador' || g || '@example.com', 'CPF', lpad(g::text, 11, '0'), at, now()
    FROM ${drawn}
    ORDER BY at`;
  await db().$executeRaw`
    INSERT INTO payment_links (id, "sellerId", description, hash, amount, "createdAt", "updatedAt")
    SELECT gen_random_uuid(), seller,
      CASE WHEN seller = ${sellerId}::uuid THEN 'Produto ' || (g % 40) || ' Antigo' ELSE 'Outro ' || g END,
      md5(${sellerId} || g::text), 1000, at, now()
    FROM ${drawn}
    ORDER BY at`;
  await db().$executeRaw`VACUUM ANALYZE customers`;
  await db().$executeRaw`VACUUM ANALYZE payment_links`;
});

const WINDOW = { limit: 6, offset: 0 };

it.each([
  {
    rows: "customers for a part of a name",
    typed: "Cliente",
    newestFirstIndex: /customers_createdAt_id_idx/,
    search: (client: RawQueryable) => searchCustomers(client, readTerm("Cliente"), sellerId, WINDOW),
    found: async () =>
      (await searchCustomers(direct, readTerm("Cliente"), sellerId, WINDOW)).map((row) => [row.sellerId, row.name]),
  },
  {
    rows: "links for a part of a description",
    typed: "Produto",
    newestFirstIndex: /payment_links_createdAt_id_idx/,
    search: (client: RawQueryable) => searchLinks(client, readTerm("Produto"), sellerId, WINDOW),
    found: async () =>
      (await searchLinks(direct, readTerm("Produto"), sellerId, WINDOW)).map((row) => [row.sellerId, row.description]),
  },
])("reads the seller's own $rows, never every seller's newest", async ({ typed, newestFirstIndex, search, found }) => {
  expect(await planText(search(explaining))).not.toMatch(newestFirstIndex);
  const page = await found();
  expect(page).toHaveLength(6);
  expect(page.every(([owner, label]) => owner === sellerId && label!.startsWith(`${typed} `))).toBe(true);
});
