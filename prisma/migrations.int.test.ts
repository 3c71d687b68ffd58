import { inject, expect, it } from "vitest";
import { prisma } from "@/lib/db/migrate";

it("schema.prisma and the committed migrations describe the same database", () => {
  const diff = prisma(
    [
      "migrate",
      "diff",
      "--from-migrations",
      "prisma/migrations",
      "--to-schema-datamodel",
      "prisma/schema.prisma",
      "--exit-code",
    ],
    inject("postgresUrl"),
    { capture: true },
  );
  // --exit-code: 0 = no difference, 2 = a migration is missing (run `npm run db:migration -- <name>`).
  expect(diff.stdout).toContain("No difference");
  expect(diff.status).toBe(0);
});
