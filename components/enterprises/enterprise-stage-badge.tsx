import { Badge } from "@/components/ui/badge";
import type { EnterpriseJson } from "@pix/core/enterprises/schema";
import { STAGE_LABELS, STAGE_TONES, enterpriseStage } from "./enterprise-stage";

export function EnterpriseStageBadge({ enterprise }: { enterprise: Pick<EnterpriseJson, "status" | "submittedAt"> }) {
  const stage = enterpriseStage(enterprise);
  return <Badge tone={STAGE_TONES[stage]}>{STAGE_LABELS[stage]}</Badge>;
}
