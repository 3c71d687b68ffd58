import { Card } from "@/components/ui/card";
import { formatDateTime } from "@pix/core/dates";
import {
  type DocumentType,
  type EnterpriseDocumentJson,
  identityDocumentKind,
  requiredDocumentTypes,
} from "@pix/core/enterprises/schema";
import { documentPath } from "@pix/core/enterprises/document-path";
import { DOCUMENT_LABELS, formatFileSize, isPdf, previewUrl } from "./document-rules";

/**
 * The four documents shown inline (images as images, the PDF embedded), each with a link that downloads it: the
 * social contract and the pictures of the identity document the representative sent, an RG or a CNH.
 */
export function DocumentGallery({ documents }: { documents: EnterpriseDocumentJson[] }) {
  return (
    <Card title="Documentos">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {requiredDocumentTypes(identityDocumentKind(documents)).map((type) => (
          <DocumentView key={type} type={type} document={documents.find((document) => document.type === type)} />
        ))}
      </div>
    </Card>
  );
}

function DocumentView({ type, document }: { type: DocumentType; document: EnterpriseDocumentJson | undefined }) {
  const label = DOCUMENT_LABELS[type];
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold">{label}</span>
        {document && (
          <a
            href={documentPath(document)}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 hover:underline"
          >
            abrir<span className="sr-only"> {label}</span>
          </a>
        )}
      </figcaption>
      {!document ? (
        <p className="flex h-64 items-center justify-center rounded-md border border-dashed border-slate-300 text-sm text-slate-500">
          Não enviado
        </p>
      ) : isPdf(document.contentType) ? (
        <object
          data={previewUrl(document)}
          type="application/pdf"
          title={label}
          className="h-64 w-full rounded-md border border-slate-200"
        >
          <p className="p-4 text-sm text-slate-600">
            Este navegador não mostra PDFs aqui.{" "}
            <a
              href={documentPath(document)}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 hover:underline"
            >
              Abrir o PDF
            </a>
          </p>
        </object>
      ) : (
        <img
          src={previewUrl(document)}
          alt={label}
          className="h-64 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
        />
      )}
      {document && (
        <p className="text-xs text-slate-500">
          {isPdf(document.contentType) ? "PDF" : document.contentType.replace("image/", "").toUpperCase()} ·{" "}
          {formatFileSize(document.sizeBytes)} · enviado em {formatDateTime(document.uploadedAt)}
        </p>
      )}
    </figure>
  );
}
