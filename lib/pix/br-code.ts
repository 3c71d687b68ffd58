import "#server-only";
import { generatePixPayload } from "@brazilian-utils/brazilian-utils";
import { centsToReais } from "@/lib/money";

type Merchant = { merchantName: string; merchantCity: string };
/** A static BR Code: our key, the amount and our txid are in the payload itself. */
export type StaticBrCodeInput = Merchant & { pixKey: string; amount: number; txid: string };
/**
 * A dynamic BR Code: the payload points at the PSP's location (a URL without its scheme), where the
 * payer's bank reads the charge, its amount and txid; field 62-05 then carries "***".
 */
export type DynamicBrCodeInput = Merchant & { location: string };
export type BrCodeInput = StaticBrCodeInput | DynamicBrCodeInput;

/** The PIX "copia e cola" payload (EMV MPM with CRC16) for a charge, static or dynamic. */
export function buildBrCode(input: BrCodeInput): string {
  const { merchantName, merchantCity } = input;
  const payload =
    "location" in input
      ? generatePixPayload({ url: input.location, merchantName, merchantCity })
      : generatePixPayload({
          key: input.pixKey,
          merchantName,
          merchantCity,
          amount: centsToReais(input.amount),
          txid: input.txid,
        });
  if (!payload) throw new Error("could not build a BR Code from the charge data");
  return payload;
}

/** txids are 1 to 25 characters of [A-Za-z0-9] (BR Code field 62-05). */
export const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
