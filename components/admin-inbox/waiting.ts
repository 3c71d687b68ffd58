const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** How long the oldest of a queue has waited ("há 3 dias"), in the largest whole unit. */
export function waitingSince(since: string, now = new Date()): string {
  const waited = Math.max(0, now.getTime() - new Date(since).getTime());
  if (waited >= DAY) return `há ${plural(Math.floor(waited / DAY), "dia", "dias")}`;
  if (waited >= HOUR) return `há ${plural(Math.floor(waited / HOUR), "hora", "horas")}`;
  if (waited >= MINUTE) return `há ${plural(Math.floor(waited / MINUTE), "minuto", "minutos")}`;
  return "há menos de 1 minuto";
}

/** A count of what waits, as a screen reader says it after the link's name ("Saques 3 pendentes"). */
export function pendingLabel(count: number): string {
  return plural(count, "pendente", "pendentes");
}
