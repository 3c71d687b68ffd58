import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/**
 * The account's team rows, locked: changes to who is owner serialise here, so two owners removing each other at once
 * cannot leave the account with none.
 */
export const lockTeam = defineQuery({
  name: "team.lockTeam",
  columns: { userId: "uuid", role: "MemberRole" },
  sql: (sellerId: string) => Prisma.sql`
    SELECT "userId", role FROM memberships WHERE "sellerId" = ${sellerId}::uuid ORDER BY "userId" FOR UPDATE`,
  examples: [[ID]],
});
