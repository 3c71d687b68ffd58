// Runs the job workers in their own process (for when the web tier runs with RUN_JOBS=0).
import { startJobs, stopJobs } from "@/lib/jobs/schedule";
import { exitOnBadSettings } from "./lib/check-settings";
import { DATA_DIR, openDatabase } from "./lib/database";
import { applyLocalSecrets } from "./lib/local-secrets";

// On the embedded database it serves the same local install as `npm start`, so it needs the same
// keys (webhook secrets are encrypted); on DATABASE_URL the environment must give them, as in production.
if (!process.env.DATABASE_URL) applyLocalSecrets(DATA_DIR);
exitOnBadSettings();
const database = await openDatabase();
process.env.DATABASE_URL = database.url;
await startJobs();
console.log("job workers running; Ctrl-C to stop");
async function shutdown() {
  await stopJobs();
  await database.stop();
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown());
