import type { Metadata } from "next";
import { DocumentGallery } from "@/components/enterprises/document-gallery";
import { EnterpriseDetails } from "@/components/enterprises/enterprise-details";
import { OnboardingStatus } from "@/components/enterprises/onboarding-status";
import { OnboardingWizard } from "@/components/enterprises/onboarding-wizard";
import { Alert } from "@/components/ui/alert";
import { requireSellerPage } from "@/app/_server/page-session";
import { formatDate } from "@pix/core/dates";
import { findOwnEnterprise } from "@pix/core/enterprises/service";
import { REVIEW_TIME } from "@pix/core/enterprises/schema";
import { sellerRegistration } from "@pix/core/sellers/start-checklist";
import { can, refusal } from "@pix/core/team/permissions";

export const metadata: Metadata = { title: "Cadastro da empresa" };

export default async function OnboardingPage() {
  const user = await requireSellerPage();
  const enterprise = await findOwnEnterprise(user);

  if (enterprise?.status === "APPROVED") {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">Empresa</h1>
        <Alert tone="success" title="Empresa aprovada">
          {enterprise.commercialName} foi aprovada{enterprise.reviewedAt && ` em ${formatDate(enterprise.reviewedAt)}`}.
          Os dados ficam disponíveis somente para leitura; para alterá-los, fale com o suporte.
        </Alert>
        <EnterpriseDetails enterprise={enterprise} />
        <DocumentGallery documents={enterprise.documents} />
      </div>
    );
  }

  if (!can(user.memberRole, "company")) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">Empresa</h1>
        <OnboardingStatus approved={user.approved} enterprise={enterprise} />
        <Alert title="Somente leitura">
          {refusal(user.memberRole, "company")} O cadastro da empresa fica com os proprietários da conta.
        </Alert>
        {enterprise ? (
          <>
            <EnterpriseDetails enterprise={enterprise} />
            <DocumentGallery documents={enterprise.documents} />
          </>
        ) : (
          <p className="text-sm text-slate-600">Os dados da empresa ainda não foram preenchidos.</p>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Cadastro da empresa</h1>
        <p className="text-sm text-slate-600">
          Preencha os dados e envie os documentos para liberar os pagamentos por PIX. Com tudo enviado, a análise sai{" "}
          {REVIEW_TIME}.
        </p>
      </div>
      <OnboardingWizard
        userId={user.sellerId}
        initialEnterprise={enterprise}
        registration={await sellerRegistration(user)}
      />
    </div>
  );
}
