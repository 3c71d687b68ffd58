// Runs the job workers in their own process (for when the web tier runs with RUN_JOBS=0).
import { env } from "@/lib/env";
import { startJobs, stopJobs } from "@/lib/jobs/schedule";
import { apiPixClient } from "@/lib/pix/api-pix/client-from-env";
import { DATA_DIR, openDatabase } from "./lib/database";
import { applyLocalSecrets } from "./lib/local-secrets";

// On the embedded database it serves the same local install as `npm start`, so it needs the same
// keys (webhook secrets are encrypted); on DATABASE_URL the environment must give them, as in production.
if (!process.env.DATABASE_URL) applyLocalSecrets(DATA_DIR);
const database = await openDatabase();
process.env.DATABASE_URL = database.url;
// As the web process does at start: a wrong PSP certificate file or passphrase stops here.
if (env().PIX_PROVIDER === "api-pix") apiPixClient();
await startJobs();
console.log("job workers running; Ctrl-C to stop");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await stopJobs();
    await database.stop();
    process.exit(0);
  });
}
