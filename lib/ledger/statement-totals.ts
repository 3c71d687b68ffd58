import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { direct } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { centsToReais } from "@/lib/money";
import { addDays, saoPauloDayEnd, saoPauloDayStart, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";
import { availableAccount, bookedSince, periodSums } from "./queries";
import type { StatementOfxQuery } from "./statement-ofx-schema";
import { archivedPeriodMessage } from "./statement-period";

export const StatementTotalsSchema = z
  .object({
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    openingBalance: z.number().meta({ description: "The available balance when the period began, reais" }),
    credits: z.number().meta({ description: "Money in over the period, reais" }),
    debits: z.number().meta({ description: "Money out over the period, reais (positive)" }),
    closingBalance: z.number().meta({ description: "The available balance when the period ended, reais" }),
    lineCount: z.number().int().meta({ description: "The statement's lines in the period" }),
  })
  .meta({ id: "StatementTotals", description: "Totals of the statement over a period of inclusive São Paulo days." });

/** The first São Paulo day wholly after an account's archived entries (npm run partitions:archive). */
function firstDayAfter(through: Date) {
  const day = saoPauloToday(through);
  return saoPauloDayStart(day) < through ? addDays(day, 1) : day;
}

/** The first day a statement period of the caller may begin on: null while none of their entries is archived. */
export async function statementFirstDay(actor: Actor): Promise<string | null> {
  if (actor.role !== "seller" || !actor.sellerId) throw new AppError("FORBIDDEN");
  const [account] = await availableAccount(direct, actor.sellerId);
  return account?.archivedThrough ? firstDayAfter(account.archivedThrough) : null;
}

/** Refuses a period that begins before the account's archived entries end: its sums would miss them. */
export function assertPeriodOnline(account: { archivedThrough: Date | null } | undefined, start: Date) {
  const through = account?.archivedThrough;
  if (!through || start >= through) return;
  const message = archivedPeriodMessage(firstDayAfter(through));
  throw new AppError("VALIDATION_FAILED", message, { details: [{ path: "startDate", message }] });
}

/** The statement's totals over inclusive São Paulo days: the whole period, whatever page of its list is shown. */
export async function statementTotals(actor: Actor, range: StatementOfxQuery) {
  if (actor.role !== "seller" || !actor.sellerId) throw new AppError("FORBIDDEN");
  const start = saoPauloDayStart(range.startDate);
  const end = saoPauloDayEnd(range.endDate);
  const [account] = await availableAccount(direct, actor.sellerId);
  assertPeriodOnline(account, start);
  const [sums] = account ? await periodSums(direct, account.id, start, end) : [];
  const [later] = account ? await bookedSince(direct, account.id, end) : [];
  // The balance at the period's end: today's, less what was booked since; at its start, less the period's own.
  const closing = (account?.balance ?? 0n) - (later?.sum ?? 0n);
  const credits = sums?.credits ?? 0n;
  const debits = sums?.debits ?? 0n;
  return {
    ...range,
    openingBalance: centsToReais(closing - credits + debits),
    credits: centsToReais(credits),
    debits: centsToReais(debits),
    closingBalance: centsToReais(closing),
    lineCount: Number(sums?.lineCount ?? 0),
  };
}
