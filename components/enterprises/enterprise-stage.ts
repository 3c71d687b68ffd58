import type { BadgeTone } from "@/components/ui/badge";
import type { EnterpriseJson } from "@/lib/enterprises/schema";

/**
 * Where an enterprise stands in onboarding: PENDING splits into "still sending documents" and "in the review queue".
 */
export type EnterpriseStage = "incomplete" | "inReview" | "approved" | "rejected";

export function enterpriseStage(enterprise: Pick<EnterpriseJson, "status" | "submittedAt">): EnterpriseStage {
  if (enterprise.status === "APPROVED") return "approved";
  if (enterprise.status === "REJECTED") return "rejected";
  return enterprise.submittedAt ? "inReview" : "incomplete";
}

export const STAGE_LABELS: Record<EnterpriseStage, string> = {
  incomplete: "Documentos pendentes",
  inReview: "Em análise",
  approved: "Aprovada",
  rejected: "Recusada",
};

export const STAGE_TONES: Record<EnterpriseStage, BadgeTone> = {
  incomplete: "warning",
  inReview: "info",
  approved: "success",
  rejected: "error",
};
