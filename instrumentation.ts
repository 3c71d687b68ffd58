/** Next.js calls this once when the server starts: the web process also runs the job workers unless RUN_JOBS=0. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/env");
  if (env().PIX_PROVIDER === "api-pix") void registerPixNotificationsOnStart();
  if (env().RUN_JOBS === "0") return;
  const { startJobs } = await import("./lib/jobs/schedule");
  await startJobs();
}

/** The PSP learns where to notify us on every start (APP_URL or the secret may have changed); the poller covers a failure. */
async function registerPixNotificationsOnStart() {
  const { logger } = await import("./lib/log");
  try {
    const { registerPixNotifications } = await import("./lib/pix/api-pix/notifications");
    logger().info({ url: await registerPixNotifications() }, "PSP notifications registered");
  } catch (error) {
    // A PSP's refusal may quote the URL, whose last segment is the secret.
    const secret = process.env.PIX_WEBHOOK_SECRET ?? "";
    const reason = (error instanceof Error ? error.message : String(error)).replaceAll(secret, "****");
    logger().error({ reason }, "could not register the PSP notifications URL; run npm run pix:webhook");
  }
}
