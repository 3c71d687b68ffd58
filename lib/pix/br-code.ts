import { generatePixPayload } from "@brazilian-utils/brazilian-utils";
import { centsToReais } from "@/lib/money";

export type BrCodeInput = { pixKey: string; merchantName: string; merchantCity: string; amount: number; txid: string };

/** The PIX "copia e cola" payload (EMV MPM with CRC16) for a charge. */
export function buildBrCode({ pixKey, merchantName, merchantCity, amount, txid }: BrCodeInput): string {
  const payload = generatePixPayload({ key: pixKey, merchantName, merchantCity, amount: centsToReais(amount), txid });
  if (!payload) throw new Error("could not build a BR Code from the charge data");
  return payload;
}

/** txids are 1 to 25 characters of [A-Za-z0-9] (BR Code field 62-05). */
export const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
