import { expect, it } from "vitest";
import { startProcess } from "@/lib/testing/processes";
import { pgPool } from "./client";
import { direct } from "./direct";
import { isUniqueViolation } from "./errors";
import { transaction } from "./transaction";

const probe = async () => direct.$queryRaw<{ id: number }[]>`SELECT id FROM transaction_probe ORDER BY id`;

it("commits what the work wrote, and answers what it returned", async () => {
  await direct.$executeRaw`CREATE TABLE transaction_probe (id int PRIMARY KEY)`;
  const answer = await transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO transaction_probe (id) VALUES (1)`;
    expect(await tx.$queryRaw`SELECT id FROM transaction_probe`).toEqual([{ id: 1 }]);
    // Not yet seen outside the transaction.
    expect(await probe()).toEqual([]);
    return "feito";
  });
  expect(answer).toBe("feito");
  expect(await probe()).toEqual([{ id: 1 }]);
});

it("rolls back everything on a throw, and throws it again", async () => {
  const failure = new Error("recusado");
  await expect(
    transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO transaction_probe (id) VALUES (2)`;
      throw failure;
    }),
  ).rejects.toBe(failure);
  expect(await probe()).toEqual([{ id: 1 }]);
});

it("rolls back on a statement PostgreSQL refuses, with its error code", async () => {
  const refused = await transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO transaction_probe (id) VALUES (3)`;
    await tx.$executeRaw`INSERT INTO transaction_probe (id) VALUES (1)`;
  }).catch((error: unknown) => error);
  expect(isUniqueViolation(refused)).toBe(true);
  expect(await probe()).toEqual([{ id: 1 }]);
});

it("refuses a statement on a tx whose transaction is over, rather than run it outside", async () => {
  let escaped: Parameters<Parameters<typeof transaction>[0]>[0] | undefined;
  await transaction(async (tx) => {
    escaped = tx;
  });
  await expect(escaped!.$executeRaw`INSERT INTO transaction_probe (id) VALUES (4)`).rejects.toThrow(
    /transaction is over/,
  );
  expect(await probe()).toEqual([{ id: 1 }]);
});

it("ends a transaction stuck past its timeout, releasing its locks", async () => {
  const stuck = transaction(
    async (tx) => {
      await tx.$executeRaw`UPDATE transaction_probe SET id = id WHERE id = 1`;
      await tx.$queryRaw`SELECT pg_sleep(5)`;
    },
    { timeoutMs: 300 },
  );
  await expect(stuck).rejects.toMatchObject({ code: "57014" });
  // The row lock went with it: another transaction takes it at once.
  await transaction((tx) => tx.$executeRaw`UPDATE transaction_probe SET id = id WHERE id = 1`, { timeoutMs: 1_000 });
});

it("gives every connection back to the pool, after commits and rollbacks alike", async () => {
  const pool = pgPool();
  await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1`;
        if (i % 2) throw new Error("rolled back");
      }).catch(() => undefined),
    ),
  );
  expect(pool.totalCount).toBe(pool.idleCount);
  expect(pool.waitingCount).toBe(0);
});

it("leaves nothing of a transaction whose process was killed in the middle of it", async () => {
  await direct.$executeRaw`DELETE FROM transaction_probe`;
  const child = await startProcess("lib/testing/transaction-held-main.ts", {}, /^ready/);
  await child.stop("SIGKILL");
  // PostgreSQL rolled it back when the connection closed: the row is not there, and its key is free.
  await transaction((tx) => tx.$executeRaw`INSERT INTO transaction_probe (id) VALUES (1)`, { timeoutMs: 5_000 });
  expect(await probe()).toEqual([{ id: 1 }]);
});

it("tells which unique index refused a statement", async () => {
  const refused = await transaction((tx) => tx.$executeRaw`INSERT INTO transaction_probe (id) VALUES (1)`).catch(
    (error: unknown) => error,
  );
  expect(isUniqueViolation(refused, "transaction_probe_pkey")).toBe(true);
  expect(isUniqueViolation(refused, "another_index")).toBe(false);
  expect(isUniqueViolation(new Error("not a database error"))).toBe(false);
});
