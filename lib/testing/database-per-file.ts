import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";

// Runs before each test file imports anything, so lib/db and lib/storage pick up this file's own
// database and upload directory.
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
const storageDir = await mkdtemp(path.join(tmpdir(), "pix-test-storage-"));
process.env.STORAGE_DIR = storageDir;

afterAll(async () => {
  const { closeDb } = await import("@/lib/db/client");
  await closeDb();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await rm(storageDir, { recursive: true, force: true });
});
