import { Badge } from "@/components/ui/badge";
import { WITHDRAWAL_STATUS_LABELS, WITHDRAWAL_STATUS_TONES, type WithdrawalStatus } from "./withdrawal-status";

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge tone={WITHDRAWAL_STATUS_TONES[status]}>{WITHDRAWAL_STATUS_LABELS[status]}</Badge>;
}
