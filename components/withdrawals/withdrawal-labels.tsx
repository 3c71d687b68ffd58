import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatCnpj, formatCpf, formatPhone } from "@/lib/br/documents";
import type { PixKeyType } from "@/lib/withdrawals/pix-key";
import type { WithdrawalJson } from "./withdrawal-keys";

type Status = WithdrawalJson["status"];

const STATUS: Record<Status, [label: string, tone: BadgeTone]> = {
  REQUESTED: ["Solicitado", "warning"],
  PROCESSING: ["Em processamento", "info"],
  COMPLETED: ["Concluído", "success"],
  FAILED: ["Falhou", "error"],
  REJECTED: ["Recusado", "error"],
  CANCELLED: ["Cancelado", "neutral"],
};

export function WithdrawalStatusBadge({ status }: { status: Status }) {
  const [label, tone] = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

export function formatPixKey(key: string, type: PixKeyType) {
  if (type === "CPF") return formatCpf(key);
  if (type === "CNPJ") return formatCnpj(key);
  if (type === "PHONE") return formatPhone(key);
  return key;
}
