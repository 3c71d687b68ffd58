import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { replicaRead } from "@/lib/db/replica";
import { AppError } from "@/lib/http/errors";
import { centsToReais } from "@/lib/money";
import { z } from "@/lib/zod";
import { type PaymentFilters, paymentSumsByStatus, paymentTotalsByStatus } from "./queries/listing";
import { statScope } from "./service";

export const PaymentListTotalsSchema = z
  .object({
    count: z.number().int().meta({ description: "Payments the filters find, in any status" }),
    amount: z.number().meta({ description: "What they charged, reais" }),
    finishedCount: z.number().int().meta({ description: "Those paid (FINISHED)" }),
    finishedNet: z.number().meta({ description: "What the paid ones net after fees, reais" }),
  })
  .meta({ id: "PaymentListTotals", description: "Totals of every payment a list's filters find, over all its pages." });

/**
 * The seller's payments list's totals over its filters (every page): from the daily totals when the filters are what
 * those are keyed by, else counted row by row (a search or a link).
 */
export async function paymentListTotals(actor: Actor, filters: Omit<PaymentFilters, "sellerId">) {
  if (actor.role !== "seller" || !actor.sellerId) throw new AppError("FORBIDDEN");
  const scoped = { ...filters, sellerId: actor.sellerId };
  const groups = await replicaRead(actor, ({ sql }) =>
    filters.search !== undefined || filters.paymentLinkId !== undefined
      ? paymentSumsByStatus(sql, scoped)
      : paymentTotalsByStatus(sql, statScope(scoped)),
  );
  const finished = groups.find((group) => group.status === "FINISHED");
  return {
    count: groups.reduce((total, group) => total + Number(group.count), 0),
    amount: centsToReais(groups.reduce((total, group) => total + group.amount, 0n)),
    finishedCount: Number(finished?.count ?? 0),
    finishedNet: centsToReais(finished?.net ?? 0n),
  };
}
