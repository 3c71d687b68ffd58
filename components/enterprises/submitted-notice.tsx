"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/dates";
import { type EnterpriseJson, REVIEW_TIME, requiredDocumentTypes } from "@/lib/enterprises/schema";
import { DOCUMENT_LABELS } from "./document-rules";

/** The wizard's end: data and the four documents are in, waiting for an administrator. */
export function SubmittedNotice({ enterprise, onEdit }: { enterprise: EnterpriseJson; onEdit: () => void }) {
  return (
    <div className="space-y-6">
      <Alert tone="info" title="Cadastro enviado — em análise">
        Recebemos os dados de {enterprise.commercialName} e os quatro documentos. Nossa equipe analisa o cadastro{" "}
        {REVIEW_TIME}; o resultado aparece no seu painel e chega por e-mail. Os pagamentos por PIX são liberados após a
        aprovação.
      </Alert>
      <Card title="Documentos enviados">
        <ul className="divide-y divide-slate-100 text-sm">
          {requiredDocumentTypes(enterprise.identityDocumentKind).map((type) => {
            const document = enterprise.documents.find((candidate) => candidate.type === type);
            return (
              <li key={type} className="flex justify-between gap-4 py-2">
                <span className="font-medium">{DOCUMENT_LABELS[type]}</span>
                <span className="text-slate-600">
                  {document ? `Enviado em ${formatDateTime(document.uploadedAt)}` : "Não enviado"}
                </span>
              </li>
            );
          })}
        </ul>
      </Card>
      <Button variant="secondary" onClick={onEdit}>
        Corrigir dados ou documentos
      </Button>
    </div>
  );
}
