import Link from "next/link";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatDateTime } from "@pix/core/dates";
import type { listEmails } from "@pix/core/email/service";
import { EmailStatus } from "./email-status";

/** The outbox, newest first, each e-mail opening on its own page. */
export async function EmailsSection({ data, basePath }: { data: ReturnType<typeof listEmails>; basePath: string }) {
  const rows = await data;
  return (
    <Card>
      {rows.data.length === 0 ? (
        <EmptyState title="Nenhum e-mail ainda">
          Os avisos da plataforma (empresa aprovada, senha alterada, saques) aparecem aqui assim que são gerados.
        </EmptyState>
      ) : (
        <Table caption="E-mails">
          <thead>
            <tr className={headRowClass}>
              <Th>Criado em</Th>
              <Th>Para</Th>
              <Th>Assunto</Th>
              <Th>Situação</Th>
              <Th>Enviado em</Th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((email) => (
              <tr key={email.id} className={bodyRowClass}>
                <Td className="whitespace-nowrap">{formatDateTime(email.createdAt)}</Td>
                <Td className="break-all">{email.to}</Td>
                <Td>
                  <Link href={`${basePath}/${email.id}`} className="font-medium text-brand-700 hover:underline">
                    {email.subject}
                  </Link>
                </Td>
                <Td>
                  <EmailStatus email={email} />
                  {email.status !== "SENT" && email.lastError && (
                    <p className="mt-1 text-xs text-slate-600">{email.lastError}</p>
                  )}
                </Td>
                <Td className="whitespace-nowrap">{email.sentAt ? formatDateTime(email.sentAt) : "—"}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination basePath={basePath} page={rows.currentPage} totalPages={rows.totalPages} params={{}} />
    </Card>
  );
}
