import { direct, type RawQueryable } from "@/lib/db/direct";
import { Prisma } from "@/lib/db/generated/client";

/** A client that answers a query with its plan as EXPLAIN prints it, the query built exactly as the service does. */
export const explaining: RawQueryable = {
  $queryRaw: async <T>(query: TemplateStringsArray | Prisma.Sql) =>
    (await direct.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${query as Prisma.Sql}`)) as T,
};

/** The plan's text, of a query run with `explaining`. */
export const planText = async (run: Promise<unknown>) =>
  ((await run) as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]).join("\n");
