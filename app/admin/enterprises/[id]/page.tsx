import type { Metadata } from "next";
import Link from "next/link";
import { DocumentGallery } from "@/components/enterprises/document-gallery";
import { DetailGroup, EnterpriseDetails } from "@/components/enterprises/enterprise-details";
import { EnterpriseStageBadge } from "@/components/enterprises/enterprise-stage-badge";
import { ReviewActions } from "@/components/enterprises/review-actions";
import { Alert } from "@/components/ui/alert";
import { requireAdminPage } from "@/app/_server/page-session";
import { formatDateTime } from "@pix/core/dates";
import { EnterpriseIdParamsSchema, missingDocumentTypes } from "@pix/core/enterprises/schema";
import { getEnterpriseForAdmin } from "@pix/core/enterprises/service";
import { loadOr404 } from "@/components/layout/page-lookup";

export const metadata: Metadata = { title: "Análise de empresa" };

export default async function AdminEnterprisePage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireAdminPage();
  // No loading boundary above this page: the lookup answers a real 404 before anything streams.
  const enterprise = await loadOr404(EnterpriseIdParamsSchema, (await params).id, (id) =>
    getEnterpriseForAdmin(actor, id),
  );
  const missingDocuments = missingDocumentTypes(enterprise.documents);
  return (
    <div className="space-y-6">
      <Link href="/admin/enterprises" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Empresas
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{enterprise.commercialName}</h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <EnterpriseStageBadge enterprise={enterprise} />
            {enterprise.submittedAt && <span>Enviada para análise em {formatDateTime(enterprise.submittedAt)}</span>}
          </p>
        </div>
        <ReviewActions
          enterpriseId={enterprise.id}
          companyName={enterprise.commercialName}
          canApprove={
            enterprise.status !== "APPROVED" && missingDocuments.length === 0 && enterprise.user.emailVerified
          }
          canReject={enterprise.status === "PENDING"}
        />
      </div>
      {enterprise.status === "REJECTED" && (
        <Alert
          tone="error"
          title={`Recusada${enterprise.reviewedAt ? ` em ${formatDateTime(enterprise.reviewedAt)}` : ""}`}
        >
          Motivo: {enterprise.rejectionReason ?? "não informado"}
        </Alert>
      )}
      {enterprise.status === "APPROVED" && (
        <Alert tone="success" title="Empresa aprovada">
          {enterprise.reviewedAt && `Aprovada em ${formatDateTime(enterprise.reviewedAt)}. `}O vendedor pode receber
          pagamentos.
        </Alert>
      )}
      {enterprise.status !== "APPROVED" && missingDocuments.length > 0 && (
        <Alert tone="warning" title="Documentos pendentes">
          O vendedor ainda não enviou todos os documentos; a aprovação fica disponível quando os quatro chegarem.
        </Alert>
      )}
      {enterprise.status !== "APPROVED" && !enterprise.user.emailVerified && (
        <Alert tone="warning" title="E-mail não confirmado">
          O vendedor ainda não usou o link enviado a {enterprise.user.email}; a aprovação fica disponível depois da
          confirmação (ele pode pedir outro link no painel).
        </Alert>
      )}
      <DetailGroup
        title="Vendedor"
        details={[
          ["E-mail da conta", enterprise.user.email],
          ["E-mail confirmado", enterprise.user.emailVerified ? "Sim" : "Não"],
          ["Conta aprovada", enterprise.user.approved ? "Sim" : "Não"],
          ["Empresa cadastrada em", formatDateTime(enterprise.createdAt)],
        ]}
      />
      <EnterpriseDetails enterprise={enterprise} />
      <DocumentGallery documents={enterprise.documents} />
    </div>
  );
}
