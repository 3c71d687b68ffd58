"use client";

import { useObjectUrl } from "@/components/browser/use-object-url";
import type { EnterpriseDocumentJson } from "@/lib/enterprises/schema";
import { documentPath } from "@/lib/enterprises/document-path";
import { formatFileSize, isPdf, previewUrl } from "./document-rules";
import { PdfIcon } from "./pdf-icon";

/** What the wizard shows for one document: the file just chosen, else the stored one, else an empty box. */
export function DocumentThumbnail({
  label,
  file,
  document,
}: {
  label: string;
  file: File | null;
  document: EnterpriseDocumentJson | undefined;
}) {
  const imageUrl = useObjectUrl(file && !isPdf(file.type) ? file : null);
  const frame = "flex h-36 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50";

  if (file) {
    return isPdf(file.type) ? (
      <PdfCard name={file.name} size={file.size} className={frame} />
    ) : (
      <div className={frame}>
        {imageUrl && <img src={imageUrl} alt={`Prévia de ${label}`} className="h-full w-full object-contain" />}
      </div>
    );
  }
  if (document) {
    return isPdf(document.contentType) ? (
      // The name the server gives the file on download; the one it was uploaded with is not kept in the API.
      <PdfCard
        name={`${document.type.toLowerCase()}.pdf`}
        size={document.sizeBytes}
        href={documentPath(document)}
        className={frame}
      />
    ) : (
      <div className={frame}>
        <img src={previewUrl(document)} alt={`${label} enviado`} className="h-full w-full object-contain" />
      </div>
    );
  }
  return (
    <div className={`${frame} border-dashed text-sm text-slate-500`}>
      <span>Nenhum arquivo enviado</span>
    </div>
  );
}

function PdfCard({ name, size, href, className }: { name: string; size: number; href?: string; className: string }) {
  return (
    <div className={`${className} flex-col gap-1 px-3 text-center`}>
      <PdfIcon className="h-10 w-10 text-red-600" />
      <p className="max-w-full truncate text-sm font-medium" title={name}>
        {name}
      </p>
      <p className="text-xs text-slate-500">
        {formatFileSize(size)}
        {href && (
          <>
            {" · "}
            <a href={href} target="_blank" rel="noopener" className="font-semibold text-brand-700 hover:underline">
              abrir
            </a>
          </>
        )}
      </p>
    </div>
  );
}
