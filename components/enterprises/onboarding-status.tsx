import { Alert } from "@/components/ui/alert";
import { type EnterpriseJson, REVIEW_TIME } from "@pix/core/enterprises/schema";
import { enterpriseStage } from "./enterprise-stage";

/**
 * Where the seller's company stands in onboarding; the way forward is the start checklist's (home page) or the
 * wizard's.
 */
export function OnboardingStatus({ approved, enterprise }: { approved: boolean; enterprise: EnterpriseJson | null }) {
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
      </Alert>
    );
  }
  if (stage === "incomplete") {
    return (
      <Alert tone="warning" title="Cadastro incompleto">
        {enterprise
          ? `Falta enviar os documentos da empresa. Assim que os quatro chegarem, o cadastro entra em análise, que sai ${REVIEW_TIME}.`
          : "Cadastre os dados da empresa e envie os documentos para liberar os pagamentos por PIX."}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title="Cadastro em análise">
      Recebemos os dados e os documentos da empresa. A resposta sai {REVIEW_TIME}; os recursos de pagamento são
      liberados após a aprovação.
    </Alert>
  );
}
