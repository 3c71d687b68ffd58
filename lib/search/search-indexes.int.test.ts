import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { explaining, planText as plan } from "@/lib/testing/query-plan";
import { insertUser } from "@/lib/testing/users";
import { searchCompanies, searchCustomers, searchLinks, searchPayments, searchSellers } from "./queries";
import { readTerm } from "./terms";

// Which index each search reads, on tables large enough for the planner to prefer an index to a sequential scan, and
// small enough (under ANALYZE's 30,000-row sample) for its statistics, and so this test, to be the same on every run.

const RARE = { name: "Juliana Raríssima", email: "juliana.rarissima@example.com", document: "52998224725" };
const E2E = "E18236120202611271430a1b2c3d4e5f";
const CNPJ = "11222333000181";
const WINDOW = { limit: 6, offset: 0 };

let sellerId: string;
let paymentId: string;
let linkId: string;
let customerId: string;
let companyId: string;

/** The indexes the plan reads, and whether it reads any of `tables` whole. */
function reads(text: string, tables: string[]) {
  // A month's partition of payments reads as payments: payments_2026_03_pkey is payments_pkey.
  const indexes = [...text.matchAll(/ (?:using|on) "?([A-Za-z0-9_]+_(?:idx|pkey|key))"?/g)].map((match) =>
    match[1]!.replace(/_\d{4}_\d{2}_/, "_"),
  );
  // Reading a month that holds nothing (cost 0.00..0.00: empty when last analyzed) whole costs nothing.
  const scanned = tables.filter((table) =>
    new RegExp(`Seq Scan on ${table}(_\\d{4}_\\d{2})?\\b.*\\(cost=(?!0\\.00\\.\\.0\\.00 )`).test(text),
  );
  return { indexes: [...new Set(indexes)].sort(), scanned };
}

beforeAll(async () => {
  const seller = await insertUser({ approved: true });
  sellerId = seller.id;
  // 12,000 sellers with a company each; one seller with 12,000 customers, a payment of each (in this month: one
  // partition of payments as large as the whole table), and 12,000 links.
  await db().$executeRaw`
    INSERT INTO users (id, email, "passwordHash", role, "companyName", approved, "updatedAt")
    SELECT gen_random_uuid(), 'loja' || g || '@example.com', 'x', 'seller', 'Loja ' || md5(g::text), true, now()
    FROM generate_series(1, 12000) g`;
  await db().$executeRaw`
    INSERT INTO enterprises (id, "userId", "commercialName", "invoiceName", "averageRevenue", "averageTicket",
      "productsServices", "contactEmail", "contactPhone", "sellsPhysicalProducts", cnpj, "companyName", "tradeName", phone,
      email, "addressZipCode", "addressStreet", "addressNumber", "addressNeighborhood", "addressCity", "addressState",
      "legalRepName", "legalRepCpf", "legalRepRole", "legalRepStartDate", "legalRepPhone", "legalRepEmail", "updatedAt")
    SELECT gen_random_uuid(), id, 'Marca ' || md5(email), 'X', 1, 1, 'Varejo', email, '11987654321', true,
      lpad(row_number() OVER ()::text, 12, '0') || '00', 'Razão ' || md5(email), 'Fantasia ' || md5(email), '1133334444', email,
      '01310100', 'Rua', '1', 'Centro', 'São Paulo', 'SP', 'Sócio', '52998224725', 'Sócio', '2020-01-01', '11912345678',
      email, now()
    FROM users WHERE email LIKE 'loja%@example.com'`;
  await db().$executeRaw`
    INSERT INTO customers (id, "sellerId", name, email, "documentType", "documentNumber", "updatedAt")
    SELECT gen_random_uuid(), ${sellerId}::uuid, 'Cliente ' || md5(g::text), md5(g::text) || '@example.com', 'CPF',
      lpad(g::text, 11, '0'), now()
    FROM generate_series(1, 12000) g`;
  await db().$executeRaw`
    INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid,
      "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${sellerId}::uuid, c.id, 1000, 10, 5, 'sandbox', md5(c.id::text), c.name, c.email,
      now(), date_trunc('month', now()) + random() * (now() - date_trunc('month', now())), now()
    FROM customers c WHERE c."sellerId" = ${sellerId}::uuid`;
  await db().$executeRaw`
    INSERT INTO payment_links (id, "sellerId", description, hash, amount, "updatedAt")
    SELECT gen_random_uuid(), ${sellerId}::uuid, 'Produto ' || md5(g::text), 'h' || md5(g::text), 1000, now()
    FROM generate_series(1, 12000) g`;

  const customer = await db().customer.create({
    data: { sellerId, name: RARE.name, email: RARE.email, documentType: "CPF", documentNumber: RARE.document },
  });
  customerId = customer.id;
  const payment = await db().payment.create({
    data: {
      sellerId,
      customerId,
      amount: 1000,
      serviceFee: 10,
      gatewayFee: 5,
      purchaser: "sandbox",
      txid: "7f0c1a523d2e4a439a7e0f1d2c3b4a59",
      customerName: RARE.name,
      customerEmail: RARE.email,
      endToEndId: E2E,
      expiresAt: new Date(),
    },
  });
  paymentId = payment.id;
  linkId = (
    await db().paymentLink.create({ data: { sellerId, description: "Vestido Raríssimo", amount: 1000, hash: "hrar" } })
  ).id;
  const owner = await insertUser({ approved: true, companyName: "Ateliê Raríssimo Ltda" });
  const company = await db().enterprise.findFirstOrThrow({
    where: { userId: { not: owner.id } },
    select: { id: true },
  });
  companyId = company.id;
  await db().enterprise.update({ where: { id: companyId }, data: { cnpj: CNPJ, tradeName: "Casa Raríssima" } });
  // As autovacuum leaves them: the statistics gathered, and the rows inserted into the trigram indexes' pending lists
  // (GIN's fast update) moved into the indexes proper, which the planner otherwise counts as read in full each time.
  await db().$executeRaw`VACUUM ANALYZE`;
});

const PAYMENTS = ["payments"];

describe("payments", () => {
  for (const [who, scope] of [
    ["a seller", () => sellerId],
    ["an admin", () => null],
  ] as const) {
    it(`${who}: a part of the name on the trigram index, an e-mail, a document, ids on their own`, async () => {
      const search = (q: string) => plan(searchPayments(explaining, readTerm(q), scope(), WINDOW));
      expect(reads(await search("Raríssima"), PAYMENTS)).toEqual({
        indexes: ["payments_sellerId_customerName_idx", "users_pkey"],
        scanned: [],
      });
      expect(reads(await search(RARE.email), PAYMENTS)).toEqual({
        indexes: ["payments_customerEmail_createdAt_idx", "users_pkey"],
        scanned: [],
      });
      expect(reads(await search(RARE.document), [...PAYMENTS, "customers"])).toMatchObject({
        indexes: expect.arrayContaining(["customers_documentNumber_idx", "payments_customerId_createdAt_idx"]),
        scanned: [],
      });
      expect(reads(await search(paymentId), PAYMENTS)).toEqual({
        indexes: ["payments_pkey", "users_pkey"],
        scanned: [],
      });
      expect(reads(await search(E2E), PAYMENTS)).toMatchObject({
        indexes: expect.arrayContaining(["payment_refs_txid_key", "payments_endToEndId_idx"]),
        scanned: [],
      });
    });
  }

  it("reads a month's partition as its table, and a month empty when analyzed as nothing read", () => {
    const line = (relation: string, cost: string) => `  ->  Seq Scan on ${relation}  (cost=${cost} rows=1 width=40)`;
    expect(reads(line("payments p", "0.00..51.91"), PAYMENTS).scanned).toEqual(["payments"]);
    expect(reads(line("payments_2026_11 payments_1", "0.00..51.91"), PAYMENTS).scanned).toEqual(["payments"]);
    expect(reads(line("payments_2026_12 payments_2", "0.00..0.00"), PAYMENTS).scanned).toEqual([]);
    expect(reads(`Index Scan using payments_2026_11_pkey on payments_2026_11 p_1`, PAYMENTS).indexes).toEqual([
      "payments_pkey",
    ]);
  });

  it("finds what the plans read", async () => {
    const found = async (q: string, scope: string | null) =>
      (await searchPayments(direct, readTerm(q), scope, WINDOW)).map((row) => row.id);
    for (const q of ["Raríssima", RARE.email, RARE.document, paymentId, E2E]) {
      expect(await found(q, sellerId)).toEqual([paymentId]);
      expect(await found(q, null)).toEqual([paymentId]);
    }
  });
});

describe("customers and links", () => {
  for (const [who, scope] of [
    ["a seller", () => sellerId],
    ["an admin", () => null],
  ] as const) {
    it(`${who}: customers by a part of the name, e-mail or document; links by a part of the description`, async () => {
      const customers = (q: string) => plan(searchCustomers(explaining, readTerm(q), scope(), WINDOW));
      expect(reads(await customers("Raríssima"), ["customers"])).toMatchObject({
        indexes: expect.arrayContaining(["customers_sellerId_name_email_idx"]),
        scanned: [],
      });
      expect(reads(await customers(RARE.email), ["customers"])).toMatchObject({
        indexes: expect.arrayContaining(["customers_email_idx"]),
        scanned: [],
      });
      expect(reads(await customers(RARE.document), ["customers"]).scanned).toEqual([]);
      const links = await plan(searchLinks(explaining, readTerm("Raríssimo"), scope(), WINDOW));
      expect(reads(links, ["payment_links"])).toMatchObject({
        indexes: expect.arrayContaining(["payment_links_sellerId_description_idx"]),
        scanned: [],
      });
      expect((await searchLinks(direct, readTerm("Raríssimo"), scope(), WINDOW)).map((row) => row.id)).toEqual([
        linkId,
      ]);
      expect((await searchCustomers(direct, readTerm(RARE.document), scope(), WINDOW)).map((row) => row.id)).toEqual([
        customerId,
      ]);
    });
  }
});

it("sellers and companies (admins) by a part of a name, an e-mail or a CNPJ", async () => {
  const sellers = (q: string) => plan(searchSellers(explaining, readTerm(q), WINDOW));
  const companies = (q: string) => plan(searchCompanies(explaining, readTerm(q), WINDOW));
  expect(reads(await sellers("Raríssimo"), ["users"])).toMatchObject({
    indexes: expect.arrayContaining(["users_companyName_email_idx"]),
    scanned: [],
  });
  expect(reads(await sellers("loja42@example.com"), ["users"])).toMatchObject({
    indexes: expect.arrayContaining(["users_email_key"]),
    scanned: [],
  });
  expect(reads(await sellers(CNPJ), ["users", "enterprises"])).toMatchObject({
    indexes: expect.arrayContaining(["enterprises_cnpj_idx"]),
    scanned: [],
  });
  expect(reads(await companies("Raríssima"), ["enterprises"])).toMatchObject({
    indexes: expect.arrayContaining(["enterprises_companyName_tradeName_commercialName_idx"]),
    scanned: [],
  });
  expect(reads(await companies(CNPJ), ["enterprises"])).toMatchObject({
    indexes: expect.arrayContaining(["enterprises_cnpj_idx"]),
    scanned: [],
  });
  expect((await searchCompanies(direct, readTerm("Casa Raríssima"), WINDOW)).map((row) => row.id)).toEqual([companyId]);
});
