import type { BadgeTone } from "@/components/ui/badge";
import type { InfractionJson } from "@/lib/infractions/schema";

export const INFRACTION_STATUSES: Record<InfractionJson["status"], { label: string; tone: BadgeTone }> = {
  OPEN: { label: "Em aberto (retido)", tone: "warning" },
  REFUNDING: { label: "Em devolução", tone: "info" },
  REFUNDED: { label: "Devolvido ao pagador", tone: "neutral" },
  RELEASED: { label: "Liberado ao vendedor", tone: "success" },
  MED_RETURNED: { label: "Devolvido pelo MED", tone: "error" },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** "faltam 3 dias", "falta 1 dia", "vencido há 2 dias": the PSP's 7 days to answer, from now. */
export function deadlineText(deadlineAt: string, now = new Date()): { text: string; overdue: boolean } {
  const left = new Date(deadlineAt).getTime() - now.getTime();
  const days = Math.max(1, Math.ceil(Math.abs(left) / DAY_MS));
  const plural = days === 1 ? "1 dia" : `${days} dias`;
  if (left < 0) return { text: `vencido há ${plural}`, overdue: true };
  return { text: days === 1 ? "falta 1 dia" : `faltam ${plural}`, overdue: false };
}
