const TIME_ZONE = "America/Sao_Paulo";

const date = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: TIME_ZONE });
// A calendar date (no time of day) travels as midnight UTC; read in São Paulo it would fall on the day before.
const calendarDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "UTC" });

/** "31/12/2026", the day of an instant in São Paulo. */
export function formatDate(iso: string | Date) {
  return date.format(new Date(iso));
}

/** "31/12/2026, 14:05" in São Paulo. */
export function formatDateTime(iso: string | Date) {
  return dateTime.format(new Date(iso));
}

/**
 * "31/12/2026, 14:05 (horário de Brasília)": for what is read away from the app (e-mails, receipts), in any time zone.
 */
export function formatDateTimeBrasilia(iso: string | Date) {
  return `${formatDateTime(iso)} (horário de Brasília)`;
}

/** "01/03/2019" for a calendar date such as a start date. */
export function formatCalendarDate(iso: string | Date) {
  return calendarDate.format(new Date(iso));
}
