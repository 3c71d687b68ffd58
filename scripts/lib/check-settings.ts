import { parseEnv } from "@/lib/env";
import { identityFilesOf, loadClientIdentity } from "@/lib/pix/api-pix/credentials";

/**
 * Reads the settings as the app will, and with PIX_PROVIDER=api-pix opens the PSP's client
 * certificate: a bad one ends the process here, in one line naming it. Left to the app, the web
 * server would only log Next.js' failed instrumentation hook and go on serving errors.
 */
export function exitOnBadSettings(): void {
  try {
    const settings = parseEnv(process.env);
    if (settings.PIX_PROVIDER === "api-pix") loadClientIdentity(identityFilesOf(settings));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
