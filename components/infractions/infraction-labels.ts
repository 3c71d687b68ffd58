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

/** "faltam 3 dias", "vence hoje", "vencido há 2 dias": the PSP's 7 days to answer, from now. */
export function deadlineText(deadlineAt: string, now = new Date()): { text: string; overdue: boolean } {
  const left = new Date(deadlineAt).getTime() - now.getTime();
  if (left < 0) {
    const days = Math.ceil(-left / DAY_MS);
    return { text: `vencido há ${days} ${days === 1 ? "dia" : "dias"}`, overdue: true };
  }
  const days = Math.floor(left / DAY_MS);
  if (days === 0) return { text: "vence hoje", overdue: false };
  return { text: `${days === 1 ? "falta 1 dia" : `faltam ${days} dias`}`, overdue: false };
}
