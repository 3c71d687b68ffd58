/**
 * Next.js calls this once when the server starts (a throw stops the start): with the API Pix provider
 * the PSP's client certificate is read and checked now; the web process also runs the job workers
 * unless RUN_JOBS=0.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/env");
  if (env().PIX_PROVIDER === "api-pix") (await import("./lib/pix/api-pix/client-from-env")).apiPixClient();
  if (env().RUN_JOBS === "0") return;
  const { startJobs } = await import("./lib/jobs/schedule");
  await startJobs();
}
