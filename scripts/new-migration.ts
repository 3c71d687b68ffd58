// Authors a migration from the difference between prisma/migrations and schema.prisma
// (`migrate dev --create-only` misbehaves with the WebAssembly engine; see ENGINEERING.md).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prisma } from "@/lib/db/migrate";
import { ROOT, openDatabase } from "./lib/database";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration -- <snake_case_name>");
  process.exit(2);
}
const database = await openDatabase();
try {
  const diff = prisma(
    [
      "migrate",
      "diff",
      "--from-migrations",
      "prisma/migrations",
      "--to-schema-datamodel",
      "prisma/schema.prisma",
      "--script",
    ],
    database.url,
    { capture: true },
  );
  if (diff.status !== 0) throw new Error("prisma migrate diff failed");
  if (!diff.stdout.trim() || diff.stdout.includes("This is an empty migration")) {
    console.log("schema.prisma and prisma/migrations already agree: nothing to write");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(ROOT, "prisma/migrations", `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), diff.stdout);
    console.log(`wrote ${path.relative(ROOT, dir)}/migration.sql`);
  }
} finally {
  await database.stop();
}
