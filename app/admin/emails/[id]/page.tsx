import type { Metadata } from "next";
import Link from "next/link";
import { EmailStatus } from "@/components/emails/email-status";
import { Card } from "@/components/ui/card";
import { DetailList } from "@/components/ui/detail-list";
import { requireAdminPage } from "@/app/_server/page-session";
import { formatDateTime } from "@pix/core/dates";
import { EmailParamsSchema } from "@pix/core/email/schema";
import { getEmail } from "@pix/core/email/service";
import { loadOr404 } from "@/components/layout/page-lookup";

export const metadata: Metadata = { title: "E-mail" };

export default async function EmailPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireAdminPage();
  // No loading boundary above this page: the lookup answers a real 404 before anything streams.
  const email = await loadOr404(EmailParamsSchema, (await params).id, (id) => getEmail(actor, id));
  return (
    <div className="space-y-6">
      <Link href="/admin/emails" className="text-sm font-semibold text-brand-700 hover:underline">
        ← E-mails
      </Link>
      <h1 className="text-2xl font-semibold">{email.subject}</h1>
      <Card>
        <DetailList
          details={[
            ["Para", email.to],
            ["Situação", <EmailStatus key="status" email={email} />],
            ["Criado em", formatDateTime(email.createdAt)],
            ["Enviado em", email.sentAt ? formatDateTime(email.sentAt) : "—"],
            ["Tentativas", String(email.attempts)],
            [
              "Message-ID",
              <span key="id" className="font-mono text-xs">
                {email.messageId}
              </span>,
            ],
            ...(email.smtpResponse ? [["Resposta do servidor SMTP", email.smtpResponse] as [string, string]] : []),
            ...(email.lastError ? [["Último erro", email.lastError] as [string, string]] : []),
          ]}
        />
      </Card>
      <Card>
        <h2 className="mb-3 text-lg font-semibold">Como o destinatário vê</h2>
        {/* The HTML part as sent, in a sandbox: an opaque origin where no script runs and nothing reaches
            this page. */}
        <iframe
          title="Versão HTML do e-mail"
          sandbox=""
          srcDoc={email.html}
          className="h-[32rem] w-full rounded border border-slate-200 bg-white"
        />
      </Card>
      <Card>
        <h2 className="mb-3 text-lg font-semibold">Versão em texto</h2>
        <pre className="whitespace-pre-wrap break-words text-sm">{email.text}</pre>
      </Card>
    </div>
  );
}
