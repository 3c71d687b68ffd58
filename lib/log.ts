import pino from "pino";
import { env } from "@/lib/env";

const holder = globalThis as unknown as { __logger?: pino.Logger };

/** Structured JSON logs; credentials and tokens are redacted wherever they appear. */
export function logger(): pino.Logger {
  holder.__logger ??= pino({
    level: env().LOG_LEVEL,
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "*.currentPassword",
        "*.newPassword",
        "*.passwordHash",
        "*.refresh",
        "*.access",
        "*.authorization",
        "*.cookie",
        "headers.authorization",
        "headers.cookie",
      ],
      censor: "[redacted]",
    },
  });
  return holder.__logger;
}
