import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";

// Runs before each test file imports anything, so lib/db picks up this file's own database.
const adminUrl = inject("postgresUrl");
const database = `test_${randomBytes(6).toString("hex")}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${database} TEMPLATE test_template`);
const url = new URL(adminUrl);
url.pathname = `/${database}`;
process.env.DATABASE_URL = url.toString();

afterAll(async () => {
  const holder = globalThis as { __prisma?: { $disconnect(): Promise<void> } };
  await holder.__prisma?.$disconnect();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});
