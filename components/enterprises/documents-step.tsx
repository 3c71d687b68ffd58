"use client";

import { DOCUMENT_TYPES, type EnterpriseDocumentJson, type EnterpriseJson } from "@/lib/enterprises/schema";
import { DocumentUpload } from "./document-upload";

export function DocumentsStep({
  enterprise,
  onUploaded,
}: {
  enterprise: EnterpriseJson;
  onUploaded: (document: EnterpriseDocumentJson) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {DOCUMENT_TYPES.map((type) => (
        <DocumentUpload
          key={type}
          enterpriseId={enterprise.id}
          type={type}
          document={enterprise.documents.find((document) => document.type === type)}
          onUploaded={onUploaded}
        />
      ))}
    </div>
  );
}
