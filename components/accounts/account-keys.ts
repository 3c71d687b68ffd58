import type { BrowserSessionJson } from "@/lib/accounts/schema";
import type { Page } from "@/lib/http/pagination";

export type SessionPage = Page<BrowserSessionJson>;

export const accountKeys = {
  all: ["account"] as const,
  sessions: () => [...accountKeys.all, "sessions"] as const,
};
