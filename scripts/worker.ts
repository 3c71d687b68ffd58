// Runs the job workers in their own process (for when the web tier runs with RUN_JOBS=0).
import { startJobs, stopJobs } from "@/lib/jobs/schedule";
import { openDatabase } from "./lib/database";

const database = await openDatabase();
process.env.DATABASE_URL = database.url;
await startJobs();
console.log("job workers running; Ctrl-C to stop");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await stopJobs();
    await database.stop();
    process.exit(0);
  });
}
