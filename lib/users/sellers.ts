import "#server-only";
import type { Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { liveSeller, usersWithCompanies } from "./queries";

export const SELLER_NOT_FOUND = "Vendedor não encontrado.";

/** Live seller accounts: per-seller settings (fees, reserves) only exist for these. */
export const liveSellers = { role: "seller", deletedAt: null } as const;

export async function isLiveSeller(tx: Tx, id: string): Promise<boolean> {
  return (await liveSeller(tx, id)).length === 1;
}

export async function assertLiveSeller(tx: Tx, id: string): Promise<void> {
  if (!(await isLiveSeller(tx, id))) throw new AppError("NOT_FOUND", SELLER_NOT_FOUND);
}

export type SellerCompanies = {
  id: string;
  email: string;
  companyName: string;
  /** Their live companies, oldest first. */
  enterprises: { id: string; cnpj: string; commercialName: string; companyName: string }[];
};

/** How admin pages name a seller: their company's trading name, else the account's company name. */
export function sellerDisplayName(seller: {
  companyName: string;
  enterprises: Pick<SellerCompanies["enterprises"][number], "commercialName">[];
}): string {
  return seller.enterprises[0]?.commercialName ?? seller.companyName;
}

/**
 * Sellers with their live companies, for the rows of admin lists and reports: one raw statement
 * (the companies as JSON) instead of two model queries compiled on every page.
 */
export async function sellerCompanies(ids: string[]): Promise<Map<string, SellerCompanies>> {
  if (!ids.length) return new Map();
  const rows = await usersWithCompanies(direct, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [row.id, { ...row, enterprises: JSON.parse(row.enterprises) as SellerCompanies["enterprises"] }]),
  );
}
