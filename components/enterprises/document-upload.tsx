"use client";

import { type ChangeEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { FilePicker } from "@/components/ui/file-picker";
import { DOCUMENT_MEDIA_TYPES, type DocumentType, type EnterpriseDocumentJson } from "@/lib/enterprises/schema";
import { DOCUMENT_LABELS, checkDocumentFile, documentHint, uploadFailureMessage } from "./document-rules";
import { DocumentThumbnail } from "./document-thumbnail";
import { useUploadEnterpriseDocument } from "./use-upload-enterprise-document";

type DocumentUploadProps = {
  enterpriseId: string;
  type: DocumentType;
  document: EnterpriseDocumentJson | undefined;
  onUploaded: (document: EnterpriseDocumentJson) => void;
};

/** One document: pick a file, check it here, upload it with progress; picking again replaces it. */
export function DocumentUpload({ enterpriseId, type, document, onUploaded }: DocumentUploadProps) {
  const label = DOCUMENT_LABELS[type];
  const ids = { title: useId(), hint: useId() };
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<File | null>(null);
  const [sent, setSent] = useState<File | null>(null);
  const upload = useUploadEnterpriseDocument(enterpriseId, type, setProgress);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing a failure) fires a change.
    event.target.value = "";
    if (!file) return;
    const found = checkDocumentFile(type, file);
    setProblem(found);
    if (found) return;
    setProgress(0);
    setSending(file);
    upload.mutate(file, {
      onSuccess: (saved) => {
        setSent(file);
        onUploaded(saved);
      },
      onError: (error) => setProblem(uploadFailureMessage(type, error)),
      onSettled: () => setSending(null),
    });
  }

  const percent = Math.round(progress * 100);
  return (
    <section aria-labelledby={ids.title} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={ids.title} className="text-sm font-semibold">
            {label}
          </h3>
          <p id={ids.hint} className="text-xs text-slate-500">
            {documentHint(type)}
          </p>
        </div>
        {document && !sending && <Badge tone="success">Enviado</Badge>}
      </div>
      <DocumentThumbnail label={label} file={sending ?? sent} document={document} />
      {sending && (
        <div>
          <progress
            max={100}
            value={percent}
            aria-labelledby={ids.title}
            className="h-2 w-full overflow-hidden rounded accent-brand-600"
          />
          <p className="text-xs text-slate-600" aria-live="polite">
            Enviando… {percent}%
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <div>
        <FilePicker
          accept={DOCUMENT_MEDIA_TYPES[type].join(",")}
          describedBy={ids.hint}
          disabled={upload.isPending}
          onChange={choose}
        >
          {document ? "Substituir arquivo" : "Escolher arquivo"}
          <span className="sr-only"> — {label}</span>
        </FilePicker>
      </div>
    </section>
  );
}
