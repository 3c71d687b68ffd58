import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery } from "@/lib/db/typed-sql";

export const ping = defineQuery({
  name: "status.ping",
  columns: { up: "int4" },
  sql: () => Prisma.sql`SELECT 1 AS up`,
});
