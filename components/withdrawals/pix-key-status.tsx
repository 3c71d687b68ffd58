import { normalizePixKey, PIX_KEY_TYPE_LABELS, type PixKeyType } from "@/lib/withdrawals/pix-key";
import { formatPixKey } from "./withdrawal-labels";

/** Says, as the key is typed, whether it is a valid PIX key and of which type. */
export function PixKeyStatus({
  id,
  pixKey,
  pixKeyType,
}: {
  id: string;
  pixKey: string;
  pixKeyType: PixKeyType | undefined;
}) {
  const key = pixKey.trim() ? normalizePixKey(pixKey, pixKeyType) : null;
  let text = "CPF, CNPJ, e-mail, celular com DDD ou chave aleatória.";
  let tone = "text-slate-500";
  if (key) {
    text = `Tipo identificado: ${PIX_KEY_TYPE_LABELS[key.pixKeyType]} · ${formatPixKey(key.pixKey, key.pixKeyType)}`;
    tone = "text-emerald-700";
  } else if (pixKey.trim()) {
    text = pixKeyType
      ? `Ainda não é uma chave do tipo ${PIX_KEY_TYPE_LABELS[pixKeyType]} válida.`
      : "Ainda não reconhecida como chave PIX.";
    tone = "text-amber-700";
  }
  return (
    <p id={id} aria-live="polite" className={`mt-1 text-xs ${tone}`}>
      {text}
    </p>
  );
}
