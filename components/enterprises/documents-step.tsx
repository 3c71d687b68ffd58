"use client";

import { Alert } from "@/components/ui/alert";
import {
  type EnterpriseDocumentJson,
  type EnterpriseJson,
  IDENTITY_DOCUMENT_KINDS,
  type IdentityDocumentKind,
  identityKindOfType,
  requiredDocumentTypes,
} from "@/lib/enterprises/schema";
import { IDENTITY_KIND_LABELS } from "./document-rules";
import { DocumentUpload } from "./document-upload";

/** The social contract and the pictures of the representative's identity document, an RG or a CNH as they pick. */
export function DocumentsStep({
  enterprise,
  identityKind,
  onIdentityKindChange,
  onUploaded,
}: {
  enterprise: EnterpriseJson;
  identityKind: IdentityDocumentKind;
  onIdentityKindChange: (kind: IdentityDocumentKind) => void;
  onUploaded: (document: EnterpriseDocumentJson) => void;
}) {
  const sent = enterprise.identityDocumentKind;
  const replacing =
    identityKind !== sent && enterprise.documents.some((document) => identityKindOfType(document.type) === sent);
  return (
    <div className="space-y-4">
      <fieldset aria-describedby="identity-kind-hint">
        <legend className="text-sm font-medium text-slate-700">Documento de identidade do representante</legend>
        <p id="identity-kind-hint" className="text-xs text-slate-500">
          Envie as fotos de um RG ou de uma CNH, o que o representante legal tiver em mãos.
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {IDENTITY_DOCUMENT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="identityDocumentKind"
                value={kind}
                checked={identityKind === kind}
                onChange={() => onIdentityKindChange(kind)}
                className="h-4 w-4 accent-brand-600"
              />
              {IDENTITY_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {replacing && (
        <Alert tone="warning">
          As fotos do {sent} já enviadas serão descartadas quando você enviar a primeira foto da {identityKind}.
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {requiredDocumentTypes(identityKind).map((type) => (
          <DocumentUpload
            key={type}
            enterpriseId={enterprise.id}
            type={type}
            document={enterprise.documents.find((document) => document.type === type)}
            onUploaded={onUploaded}
          />
        ))}
      </div>
    </div>
  );
}
