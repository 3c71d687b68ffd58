import { formatDateTime } from "@/lib/dates";
import { saoPauloDayStart, saoPauloToday } from "@/lib/time/sao-paulo-days";

const MINUTE_MS = 60_000;

/**
 * "até 24/12/2026, 23:59": a link's expiry is the first instant it refuses charges, so a link valid until the end of
 * a day (the next day's midnight in São Paulo) reads as that day's last minute.
 */
export function linkExpiryLabel(expiresAt: string) {
  const at = new Date(expiresAt);
  const atMidnight = saoPauloDayStart(saoPauloToday(at)).getTime() === at.getTime();
  return `até ${formatDateTime(atMidnight ? new Date(at.getTime() - MINUTE_MS) : at)}`;
}
