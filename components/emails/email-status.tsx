import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { EmailSummaryJson } from "@pix/core/email/schema";

const STATUSES: Record<EmailSummaryJson["status"], { label: string; tone: BadgeTone }> = {
  PENDING: { label: "Na fila", tone: "warning" },
  SENDING: { label: "Enviando", tone: "info" },
  SENT: { label: "Enviado", tone: "success" },
  FAILED: { label: "Não enviado", tone: "error" },
};

/** Where a sent e-mail went: out through SMTP, or only into the built-in mailbox. */
export function EmailStatus({ email }: { email: Pick<EmailSummaryJson, "status" | "transport"> }) {
  const { label, tone } = STATUSES[email.status];
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={tone}>{label}</Badge>
      {email.status === "SENT" && email.transport === "mailbox" && <Badge>Caixa interna</Badge>}
    </span>
  );
}
