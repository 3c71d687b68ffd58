import type { Metadata } from "next";
import { Suspense } from "react";
import { TableSkeleton } from "@/components/admin-reports/skeletons";
import { EmailsSection } from "@/components/emails/emails-section";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { Alert } from "@/components/ui/alert";
import { requireAdminPage } from "@/app/_server/page-session";
import { smtpConfigured } from "@pix/core/email/deliver";
import { listEmails } from "@pix/core/email/service";

export const metadata: Metadata = { title: "E-mails" };

const BASE_PATH = "/admin/emails";
const PER_PAGE = 20;

export default async function EmailsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const page = readPage(await searchParams);
  const rows = listEmails(actor, { page, perPage: PER_PAGE });
  return (
    <div className="space-y-6">
      <PageHeader
        title="E-mails"
        description="Os e-mails que a plataforma enviou ou tem na fila para vendedores e administradores."
      />
      {!smtpConfigured() && (
        <Alert title="Caixa interna: nenhum servidor SMTP configurado">
          Os e-mails não saem da plataforma: ficam aqui como entregues. Defina <code>SMTP_URL</code> para enviá-los de
          verdade.
        </Alert>
      )}
      <Suspense key={page} fallback={<TableSkeleton label="Carregando e-mails" />}>
        <EmailsSection data={rows} basePath={BASE_PATH} />
      </Suspense>
    </div>
  );
}
