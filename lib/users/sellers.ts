import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";

export const SELLER_NOT_FOUND = "Vendedor não encontrado.";

/** Live seller accounts: per-seller settings (fees, reserves) only exist for these. */
export const liveSellers = { role: "seller", deletedAt: null } as const;

export async function isLiveSeller(tx: Tx, id: string): Promise<boolean> {
  return (await tx.user.count({ where: { id, ...liveSellers } })) === 1;
}

export async function assertLiveSeller(tx: Tx, id: string): Promise<void> {
  if (!(await isLiveSeller(tx, id))) throw new AppError("NOT_FOUND", SELLER_NOT_FOUND);
}
