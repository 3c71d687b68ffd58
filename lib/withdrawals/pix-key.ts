import { getPixKeyInfo } from "@brazilian-utils/brazilian-utils";

export const PIX_KEY_TYPES = ["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  CPF: "CPF",
  CNPJ: "CNPJ",
  EMAIL: "E-mail",
  PHONE: "Celular",
  EVP: "Chave aleatória",
};

/**
 * The key in its DICT form with its type, or null when it is not a valid key (of the given type,
 * when one is given). A Brazilian mobile number without +55 is read as a phone when asked for one.
 */
export function normalizePixKey(key: string, expected?: PixKeyType): { pixKey: string; pixKeyType: PixKeyType } | null {
  const trimmed = key.trim();
  const candidates =
    expected === "PHONE" && !trimmed.startsWith("+") ? [`+55${trimmed.replace(/\D/g, "")}`, trimmed] : [trimmed];
  for (const candidate of candidates) {
    const info = getPixKeyInfo(candidate);
    const type = info?.type.toUpperCase() as PixKeyType | undefined;
    if (info && type && (!expected || expected === type)) return { pixKey: info.value, pixKeyType: type };
  }
  return null;
}
