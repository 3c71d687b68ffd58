import type { DIFFERENCE_KINDS, DIFFERENCE_STATUSES, RESOLUTIONS } from "./schema";

// A difference with the PSP as the reconciliation page and its spreadsheet export say it.

export const DIFFERENCE_KIND_LABELS: Record<(typeof DIFFERENCE_KINDS)[number], string> = {
  MISSING_OURS: "Falta no nosso registro",
  MISSING_PSP: "Falta no PSP",
  AMOUNT_DIFFERS: "Valor diferente",
};

export const DIFFERENCE_SUBJECT_LABELS: Record<"RECEIVED_PIX" | "PAYOUT", string> = {
  RECEIVED_PIX: "PIX recebido",
  PAYOUT: "PIX enviado (saque)",
};

export const DIFFERENCE_RESOLUTION_LABELS: Record<(typeof RESOLUTIONS)[number], string> = {
  CREDITED: "Creditada",
  REFUNDED: "Devolvida ao pagador",
  EXPLAINED: "Explicada",
  CLEARED: "Sumiu na nova conciliação",
};

export const DIFFERENCE_STATUS_LABELS: Record<(typeof DIFFERENCE_STATUSES)[number], string> = {
  OPEN: "Aberta",
  RESOLVED: "Resolvida",
};
