import { formatCalendarDate } from "@/lib/dates";
import { z } from "@/lib/zod";

export const TIME_ZONE = "America/Sao_Paulo";

// Built once: a formatter per call cost a quarter of a millisecond, and the payment list computes a day's end per page.
const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});
const calendarDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

/** How far São Paulo's wall clock is ahead of UTC at an instant (ms since the epoch, whole seconds). */
function zoneOffsetMs(instant: number): number {
  const part = Object.fromEntries(wallClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - instant;
}

/** The UTC instant at which a São Paulo calendar day (YYYY-MM-DD) starts. */
export function saoPauloDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset that day (−03:00 today; computed, not assumed, in case DST returns). On a day the offset
  // changed, the offset at midnight UTC may not be the one at local midnight: the day starts at the earlier of the
  // two readings that falls on it.
  const first = midnightUtc - zoneOffsetMs(midnightUtc);
  const second = midnightUtc - zoneOffsetMs(first);
  const [earlier, later] = first < second ? [first, second] : [second, first];
  return new Date(calendarDayFormat.format(earlier) === day ? earlier : later);
}

const DAY_MS = 86_400_000;

/** The São Paulo calendar day (YYYY-MM-DD) an instant falls on. */
export function saoPauloToday(now = new Date()): string {
  return calendarDayFormat.format(now);
}

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days from `start` to `end`, both included (0 or less when `end` is earlier). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
}

/** The first instant after a São Paulo calendar day. */
export function saoPauloDayEnd(day: string): Date {
  return saoPauloDayStart(addDays(day, 1));
}

// ISO dates reach year 0000 and 9999, where the zone's historical offset and a day's end fall outside PostgreSQL's
// timestamps; no payment, statement or report of this product lies outside these years.
export const EARLIEST_DAY = "2000-01-01";
export const LATEST_DAY = "2099-12-31";

const OUT_OF_RANGE_DAY_MESSAGE = `Use uma data entre ${formatCalendarDate(EARLIEST_DAY)} e ${formatCalendarDate(LATEST_DAY)}`;

/** A calendar day (YYYY-MM-DD) a query or a form may name. */
export function calendarDay(message = "Use AAAA-MM-DD") {
  return z.iso
    .date(message)
    .refine((day) => day >= EARLIEST_DAY && day <= LATEST_DAY, OUT_OF_RANGE_DAY_MESSAGE)
    .meta({ description: `YYYY-MM-DD, from ${EARLIEST_DAY} to ${LATEST_DAY}` });
}

/** `startDate`/`endDate` filters: inclusive São Paulo days. */
export const dateRangeFields = {
  startDate: calendarDay().optional(),
  endDate: calendarDay().optional(),
};

/** Adds the "start not after end" rule to a query schema holding dateRangeFields. */
export function withDateOrder<T extends z.ZodObject<typeof dateRangeFields & z.ZodRawShape>>(schema: T) {
  return schema.refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    message: "A data inicial deve ser anterior à final",
    path: ["endDate"],
  });
}

/** A Prisma `createdAt` condition for an inclusive São Paulo day range. */
export function createdWithin(range: { startDate?: string; endDate?: string }) {
  if (!range.startDate && !range.endDate) return undefined;
  return {
    ...(range.startDate && { gte: saoPauloDayStart(range.startDate) }),
    ...(range.endDate && { lt: saoPauloDayEnd(range.endDate) }),
  };
}
