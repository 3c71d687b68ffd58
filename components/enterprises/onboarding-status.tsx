import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import type { EnterpriseJson } from "@pix/core/enterprises/schema";
import { enterpriseStage } from "./enterprise-stage";

const ONBOARDING = "/seller/onboarding";

/**
 * The seller's standing on the home page, with the way forward when there is one and the caller may take it (a team
 * member whose role cannot change the company only reads where it stands).
 */
export function OnboardingStatus({
  approved,
  enterprise,
  canComplete,
}: {
  approved: boolean;
  enterprise: EnterpriseJson | null;
  canComplete: boolean;
}) {
  if (approved) {
    return (
      <Alert tone="success" title="Conta aprovada">
        Sua empresa está liberada para receber pagamentos por PIX.
      </Alert>
    );
  }
  const stage = enterprise ? enterpriseStage(enterprise) : "incomplete";
  if (stage === "rejected") {
    return (
      <Alert tone="error" title="Cadastro recusado">
        <p>Motivo: {enterprise?.rejectionReason ?? "não informado"}</p>
        <p className="mt-1">Corrija os dados ou os documentos e envie novamente.</p>
        {canComplete && <CallToAction label="Corrigir cadastro" />}
      </Alert>
    );
  }
  if (stage === "incomplete") {
    return (
      <Alert tone="warning" title="Cadastro incompleto">
        {enterprise
          ? "Falta enviar os documentos da empresa. Assim que os quatro chegarem, o cadastro entra em análise."
          : "Cadastre os dados da empresa e envie os documentos para liberar os pagamentos por PIX."}
        {canComplete && <CallToAction label="Completar cadastro" />}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Cadastro em análise">
      Recebemos os dados e os documentos da empresa. Os recursos de pagamento são liberados após a aprovação.
    </Alert>
  );
}

function CallToAction({ label }: { label: string }) {
  return (
    <p className="mt-3">
      <Link href={ONBOARDING} className={buttonClass("primary")}>
        {label}
      </Link>
    </p>
  );
}
