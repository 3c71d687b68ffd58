import { transaction } from "@/lib/db/transaction";

// A process that dies inside a transaction (lib/db/transaction.int.test.ts): it writes a row of
// `transaction_probe`, says so, and waits to be killed.
await transaction(async (tx) => {
  await tx.$executeRaw`INSERT INTO transaction_probe (id) VALUES (1)`;
  console.log("ready: row written, transaction open");
  await new Promise(() => undefined);
});
