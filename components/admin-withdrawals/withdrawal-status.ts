import type { BadgeTone } from "@/components/ui/badge";
import type { WITHDRAWAL_STATUSES } from "@pix/core/withdrawals/schema";

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  REQUESTED: "Aguardando análise",
  PROCESSING: "Em processamento",
  COMPLETED: "Concluído",
  FAILED: "Falhou",
  REJECTED: "Recusado",
  CANCELLED: "Cancelado",
};

export const WITHDRAWAL_STATUS_TONES: Record<WithdrawalStatus, BadgeTone> = {
  REQUESTED: "warning",
  PROCESSING: "info",
  COMPLETED: "success",
  FAILED: "error",
  REJECTED: "error",
  CANCELLED: "neutral",
};

export const WITHDRAWAL_STATUS_OPTIONS = Object.entries(WITHDRAWAL_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));
