import { formatBRL } from "@/lib/money";

/** "R$ 1.234,56" for an amount in reais as the services and the API give it (at most 2 decimals, so rounding recovers the exact centavos). */
export function formatReais(reais: number) {
  return formatBRL(Math.round(reais * 100));
}
