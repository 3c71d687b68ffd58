import "#server-only";
import type pg from "pg";
import { pgPool } from "./client";
import { type Sql, sqlClient } from "./direct";

/** The statements of one transaction: those of `direct`, on the transaction's connection. */
export type Tx = Sql;

export type TransactionOptions = {
  /**
   * The longest a statement may run, and the transaction may sit idle between statements, before PostgreSQL ends it
   * (its locks with it). Money transactions queue on row locks under load: the default leaves them time.
   */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The project's one way of running a transaction: `work` gets a `tx` whose statements run on one pooled connection
 * between BEGIN and COMMIT. Anything thrown rolls it back and is thrown again; a process that dies mid-transaction
 * leaves nothing, as PostgreSQL rolls back a connection that closes. A `tx` used once the transaction is over throws
 * rather than run a statement outside it.
 */
export async function transaction<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const timeout = Math.trunc(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const client = await pgPool().connect();
  let open = true;
  const tx = sqlClient((): Pick<pg.PoolClient, "query"> => {
    if (!open) throw new Error("transaction is over: a statement was run on its tx after it committed or rolled back");
    return client;
  });
  try {
    // One round trip; the timeouts end with the transaction.
    await client.query(
      `BEGIN; SET LOCAL statement_timeout = ${timeout}; SET LOCAL idle_in_transaction_session_timeout = ${timeout}`,
    );
    const result = await work(tx);
    open = false;
    await client.query("COMMIT");
    client.release();
    return result;
  } catch (error) {
    open = false;
    // After a failed COMMIT PostgreSQL has already rolled back, and ROLLBACK only warns. A connection that cannot
    // even roll back is in an unknown state: it is closed rather than given back to the pool.
    await client.query("ROLLBACK").then(
      () => client.release(),
      (rollbackFailed: Error) => client.release(rollbackFailed),
    );
    throw error;
  }
}
