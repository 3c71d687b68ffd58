import "#server-only";
import pino from "pino";
import { env } from "@/lib/env";
import { claimSingleCopy } from "@/lib/single-copy";

claimSingleCopy("lib/log");

const state: { logger?: pino.Logger } = {};

/** Fields that never reach a log line, at the top level or one object down. */
export const REDACTED_PATHS = [
  "password",
  "*.password",
  "*.currentPassword",
  "*.newPassword",
  "*.passwordHash",
  "*.privateKey",
  "*.secret",
  "*.refresh",
  "*.access",
  "*.authorization",
  "*.cookie",
  "headers.authorization",
  "headers.cookie",
  // The API Pix client's credentials, alone or inside a logged copy of the settings.
  "*.clientSecret",
  "*.access_token",
  "*.passphrase",
  ...["PIX_CLIENT_SECRET", "PIX_PFX_PASSPHRASE", "PIX_WEBHOOK_SECRET"].flatMap((name) => [name, `*.${name}`]),
];

/**
 * Path segments that are credentials: the secret that authenticates the PSP's notifications, and the e-mailed links'
 * tokens (password reset, e-mail change and confirmation, invitation), in their API routes and their pages. A token
 * is still usable when its request failed (a short password, the wrong account), so a log reader could otherwise
 * spend it.
 */
const SECRET_IN_PATH =
  /^((?:https?:\/\/[^/]+)?(?:\/api\/v1)?\/(?:providers\/api-pix\/notifications|auth\/password-resets|users\/me\/email-changes|users\/me\/email-verifications|invitations|reset-password|account\/email|verify-email)\/)[^/?#]+/;

/** A request path or URL as logs may show it: secrets carried in the path masked. */
export function loggablePath(path: string | undefined): string | undefined {
  return path?.replace(SECRET_IN_PATH, "$1****");
}

export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): pino.Logger {
  return pino({ level, base: undefined, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } }, destination);
}

/** Structured JSON logs; credentials and tokens are redacted wherever they appear. */
export function logger(): pino.Logger {
  state.logger ??= createLogger(env().LOG_LEVEL);
  return state.logger;
}
