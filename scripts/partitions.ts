// The monthly partitions of payments, the ledger and the history tables (docs/DEPLOYMENT.md, "Partitioned history"):
//   npm run partitions:list                           every month of every table, its state and row estimate
//   npm run partitions:archive -- <table> <YYYY-MM>   detach a past month and move it to the archive schema
//   npm run partitions:ensure                         create the current month's partitions and those ahead now
// On DATABASE_URL, else on the embedded PostgreSQL under .data/, as `npm start`.
import { formatMonth, isPartitionedTable, parseMonth, PARTITIONED_TABLES } from "@/lib/partitions/months";
import { DATA_DIR, openDatabase } from "./lib/database";
import { applyLocalSecrets } from "./lib/local-secrets";

const USAGE = `usage: npm run partitions:list
       npm run partitions:archive -- <${Object.keys(PARTITIONED_TABLES).join("|")}> <YYYY-MM>
       npm run partitions:ensure`;

const [command, tableArg = "", monthArg = ""] = process.argv.slice(2);
const month = parseMonth(monthArg);
if (
  !(command === "list" || command === "ensure") &&
  !(command === "archive" && isPartitionedTable(tableArg) && month !== null)
) {
  console.error(USAGE);
  process.exit(2);
}

if (!process.env.DATABASE_URL) applyLocalSecrets(DATA_DIR);
const database = await openDatabase();
process.env.DATABASE_URL = database.url;
const { closeDb } = await import("@/lib/db/client");
const { archiveMonth, createPartitionsAhead, listPartitions } = await import("@/lib/partitions/partitions");
try {
  if (command === "list") {
    for (const p of await listPartitions()) {
      const rows = p.rowEstimate === null ? "not analyzed yet" : `~${p.rowEstimate} rows`;
      console.log(`${p.table.padEnd(20)} ${formatMonth(p.month)}  ${p.state.padEnd(14)} ${rows}`);
    }
  } else if (command === "ensure") {
    console.log(`partitions created: ${await createPartitionsAhead()}`);
  } else if (isPartitionedTable(tableArg) && month) {
    const started = performance.now();
    const outcome = await archiveMonth(tableArg, month);
    const ms = Math.round(performance.now() - started);
    console.log(`${tableArg} ${formatMonth(month)}: ${outcome} (${ms} ms)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await closeDb();
  await database.stop();
}
