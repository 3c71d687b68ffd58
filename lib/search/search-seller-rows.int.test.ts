import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { direct, type RawQueryable } from "@/lib/db/direct";
import { Prisma } from "@/lib/db/generated/client";
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

const explaining: RawQueryable = {
  $queryRaw: async <T>(query: TemplateStringsArray | Prisma.Sql) =>
    (await direct.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${query as Prisma.Sql}`)) as T,
};

const planOf = (rows: unknown) => (rows as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]).join("\n");

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

it("reads the seller's own customers for a part of a name, never every seller's newest", async () => {
  const term = readTerm("Cliente");
  expect(planOf(await searchCustomers(explaining, term, sellerId, { limit: 6, offset: 0 }))).not.toMatch(
    /customers_createdAt_id_idx/,
  );
  const found = await searchCustomers(direct, term, sellerId, { limit: 6, offset: 0 });
  expect(found).toHaveLength(6);
  expect(found.every((row) => row.name.startsWith("Cliente ") && row.sellerId === sellerId)).toBe(true);
});

it("reads the seller's own links for a part of a description, never every seller's newest", async () => {
  const term = readTerm("Produto");
  expect(planOf(await searchLinks(explaining, term, sellerId, { limit: 6, offset: 0 }))).not.toMatch(
    /payment_links_createdAt_id_idx/,
  );
  const found = await searchLinks(direct, term, sellerId, { limit: 6, offset: 0 });
  expect(found).toHaveLength(6);
  expect(found.every((row) => row.description.startsWith("Produto ") && row.sellerId === sellerId)).toBe(true);
});
