import { Badge } from "@/components/ui/badge";

export function AccountBadge({ approved }: { approved: boolean }) {
  return approved ? <Badge tone="success">Aprovada</Badge> : <Badge tone="warning">Aguardando aprovação</Badge>;
}
