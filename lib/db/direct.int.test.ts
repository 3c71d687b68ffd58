import { afterEach, expect, it } from "vitest";
import { db } from "./client";
import { direct } from "./direct";
import { Prisma } from "./generated/client";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const everyType = (at: Date) => Prisma.sql`
  SELECT 1::int AS int4, 9007199254740993::int8 AS int8, 12.345::numeric(10,3) AS numeric, 1.5::float8 AS float8,
    'texto'::text AS text, true AS bool, 'FINISHED'::"PaymentStatus" AS enum,
    '7f0c1a52-3d2e-4a43-9a7e-0f1d2c3b4a59'::uuid AS uuid,
    ${at}::timestamp(3) AS timestamp, ${at}::timestamptz AS timestamptz, ${at}::date AS date,
    to_char(${at}::timestamp, 'YYYY-MM-DD HH24:MI:SS.MS') AS "timestampText",
    '{"a":[1,2],"b":null}'::jsonb AS jsonb, json_build_object('x', 1) AS json,
    ARRAY['a','b']::text[] AS texts, ARRAY['7f0c1a52-3d2e-4a43-9a7e-0f1d2c3b4a59']::uuid[] AS uuids,
    ARRAY[1, 2]::int8[] AS "int8s", ARRAY[0.5]::numeric[] AS numerics, ARRAY[${at}::date] AS dates,
    count(*) AS count, sum(2::bigint) AS sum, NULL::text AS nothing`;

it("reads every column type as db().$queryRaw does, in any time zone of the process", async () => {
  const at = new Date("2026-03-01T02:30:00.123Z");
  for (const tz of ["UTC", "America/Sao_Paulo", "Asia/Tokyo"]) {
    process.env.TZ = tz;
    const [viaPrisma] = await db().$queryRaw<Record<string, unknown>[]>(everyType(at));
    const [viaPool] = await direct.$queryRaw<Record<string, unknown>[]>(everyType(at));
    expect(viaPool, tz).toEqual(viaPrisma);
    expect(viaPool!.timestamp, tz).toEqual(at);
    expect(viaPool!.timestampText, tz).toBe("2026-03-01 02:30:00.123");
    expect(viaPool!.date, tz).toEqual(new Date("2026-03-01T00:00:00Z"));
    expect(viaPool!.int8, tz).toBe(9007199254740993n);
  }
});

it("sends dates, bigints, decimals and arrays as Prisma does", async () => {
  process.env.TZ = "America/Sao_Paulo";
  const at = new Date("2026-11-22T01:00:00.000Z");
  const query = Prisma.sql`SELECT ${at}::timestamp(3) AS at, ${at} < '2026-11-22 01:00:00.001'::timestamp AS before,
    ${12345678901234n}::bigint + 1 AS big, ${new Prisma.Decimal("0.99")}::numeric AS rate,
    ${[at, at]}::timestamp[] AS instants, ${["x", "y"]}::text[] AS words`;
  const [viaPrisma] = await db().$queryRaw<Record<string, unknown>[]>(query);
  const [viaPool] = await direct.$queryRaw<Record<string, unknown>[]>(query);
  expect(viaPool).toMatchObject({ at, before: true, big: 12345678901235n, words: ["x", "y"] });
  expect(String(viaPool!.rate)).toBe("0.99");
  expect(viaPool).toEqual(viaPrisma);
  expect(viaPool!.instants).toEqual([at, at]);
});

it("takes a tagged template like $queryRaw", async () => {
  const id = "7f0c1a52-3d2e-4a43-9a7e-0f1d2c3b4a59";
  expect(await direct.$queryRaw`SELECT ${id}::uuid AS id, ${2}::int + 1 AS three`).toEqual([{ id, three: 4 - 1 }]);
});

it("runs a prepared statement with the same rows as $queryRaw, parsed once per connection", async () => {
  const at = new Date("2026-03-01T02:30:00.123Z");
  const [viaRaw] = await direct.$queryRaw<Record<string, unknown>[]>(everyType(at));
  const [viaPrepared] = await direct.$queryPrepared<Record<string, unknown>[]>("test.everyType", everyType(at));
  expect(viaPrepared).toEqual(viaRaw);

  // One call at a time reuses the pool's last idle connection, where the first call left the statement prepared.
  const mine = Prisma.sql`SELECT array_agg(name) FILTER (WHERE name LIKE 'test.preparedNames#%') AS names
    FROM pg_prepared_statements WHERE ${1}::int = 1`;
  await direct.$queryPrepared("test.preparedNames", mine);
  const [again] = await direct.$queryPrepared<{ names: string[] }[]>("test.preparedNames", mine);
  expect(again!.names).toHaveLength(1);
});

it("prepares a statement anew when a migration changed what it returns", async () => {
  await direct.$queryRaw`CREATE TABLE prepared_probe (a int)`;
  await direct.$queryRaw`INSERT INTO prepared_probe VALUES (1)`;
  const probe = Prisma.sql`SELECT * FROM prepared_probe WHERE a = ${1}`;
  expect(await direct.$queryPrepared("test.probe", probe)).toEqual([{ a: 1 }]);
  await direct.$queryRaw`ALTER TABLE prepared_probe ADD COLUMN b text DEFAULT 'novo'`;
  expect(await direct.$queryPrepared("test.probe", probe)).toEqual([{ a: 1, b: "novo" }]);
});
