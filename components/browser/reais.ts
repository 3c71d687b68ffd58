import { formatBRL, parseReais } from "@/lib/money";

/** The API's reais number (87.06) as integer centavos, for sums without floating point. */
export function reaisToCents(reais: number): number {
  const cents = parseReais(Math.abs(reais));
  if (cents === null) throw new Error(`not an amount in reais: ${reais}`);
  return reais < 0 ? -cents : cents;
}

/** "R$ 1.234,56" for an amount in the API's reais. */
export function formatReais(reais: number): string {
  return formatBRL(reaisToCents(reais));
}
