import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Fee } from "@/lib/db/generated/client";
import { candidateFees } from "./queries";

/**
 * The fees that apply to a seller among `fees`: for each target, the seller's own active fees when
 * there are any, otherwise the platform defaults of that target. One own fee of a target drops
 * every default of that target.
 */
export function selectEffectiveFees<F extends Pick<Fee, "sellerId" | "target" | "isActive">>(
  fees: readonly F[],
  sellerId: string,
): F[] {
  const active = fees.filter((fee) => fee.isActive && (fee.sellerId === sellerId || fee.sellerId === null));
  const own = (target: Fee["target"]) => active.some((fee) => fee.sellerId === sellerId && fee.target === target);
  return active.filter((fee) => (own(fee.target) ? fee.sellerId === sellerId : fee.sellerId === null));
}

export async function effectiveFees(tx: Tx, sellerId: string): Promise<Fee[]> {
  return selectEffectiveFees(await candidateFees(tx, sellerId), sellerId);
}
