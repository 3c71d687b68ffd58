/** Next.js calls this once when the server starts: the web process also runs the job workers unless RUN_JOBS=0. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/env");
  if (env().RUN_JOBS === "0") return;
  const { startJobs } = await import("./lib/jobs/schedule");
  await startJobs();
}
