import "#server-only";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { registerPixNotifications } from "@/lib/pix/api-pix/notifications";
import { startJobs } from "./schedule";

/** The web process's start (instrumentation.ts): it also runs the job workers unless RUN_JOBS=0. */
export async function startWebProcess() {
  if (env().PIX_PROVIDER === "api-pix") void registerPixNotificationsOnStart();
  if (env().RUN_JOBS === "0") return;
  await startJobs();
}

/**
 * The PSP learns where to notify us on every start (APP_URL or the secret may have changed); the poller covers a
 * failure.
 */
async function registerPixNotificationsOnStart() {
  try {
    logger().info({ url: await registerPixNotifications() }, "PSP notifications registered");
  } catch (error) {
    // A PSP's refusal may quote the URL, whose last segment is the secret.
    const secret = env().PIX_WEBHOOK_SECRET ?? "";
    const reason = (error instanceof Error ? error.message : String(error)).replaceAll(secret, "****");
    logger().error({ reason }, "could not register the PSP notifications URL; run npm run pix:webhook");
  }
}
