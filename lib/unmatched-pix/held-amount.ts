import "#server-only";
import type { UnmatchedPix } from "@/lib/db/generated/client";

/**
 * centavos of a held PIX still in the unmatched receipts, which its return sends back: none once returned, otherwise
 * its amount less the MED devoluções the PSP made of it (none left once those took it all: RETURNED_BY_MED).
 */
export function heldAmountOf(row: Pick<UnmatchedPix, "status" | "amount" | "medReturned">): number {
  return row.status === "RETURNED" ? 0 : row.amount - row.medReturned;
}
