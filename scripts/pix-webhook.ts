// `npm run pix:webhook`: registers at the PSP (PUT /webhook/{PIX_RECEIVER_KEY}) the URL its API Pix
// notifications go to, `${APP_URL}/api/v1/providers/api-pix/notifications/<PIX_WEBHOOK_SECRET>`;
// the PSP posts to it with `/pix` appended. The secret in the URL is what authenticates those
// unsigned notifications, so it is never printed: run again after changing APP_URL or the secret.
import { exitOnBadSettings } from "./lib/check-settings";

exitOnBadSettings();
const { env } = await import("@/lib/env");
const { AppError } = await import("@/lib/http/errors");
const { apiPixClient } = await import("@/lib/pix/api-pix/client-from-env");
const { registerPixNotifications } = await import("@/lib/pix/api-pix/notifications");

const settings = env();
if (settings.PIX_PROVIDER !== "api-pix") {
  console.error("PIX_PROVIDER is not api-pix: there is no PSP to register a webhook with");
  process.exit(1);
}
// lib/env.ts has made sure that, with api-pix, the secret is set.
const secret = settings.PIX_WEBHOOK_SECRET!;
const masked = (text: string) => text.replaceAll(secret, "****");

try {
  console.log(`webhook of Pix key ${settings.PIX_RECEIVER_KEY} registered: ${await registerPixNotifications()}`);
} catch (error) {
  // A PSP's refusal may quote the URL it refused.
  const details =
    error instanceof AppError
      ? (error.details ?? []).map((detail) => `\n  ${detail.path}: ${detail.message}`).join("")
      : "";
  console.error(masked(`${error instanceof Error ? error.message : String(error)}${details}`));
  process.exitCode = 1;
} finally {
  await apiPixClient().close();
}
