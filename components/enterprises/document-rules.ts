import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  type DocumentType,
  type IdentityDocumentKind,
} from "@/lib/enterprises/schema";
import { documentPath } from "@/lib/enterprises/document-path";
import { ApiError } from "@/components/browser/api-client";

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  SOCIAL_CONTRACT: "Contrato social",
  RG_FRONT: "RG (frente)",
  RG_BACK: "RG (verso)",
  SELFIE_WITH_RG: "Selfie com RG",
  CNH_FRONT: "CNH (frente)",
  CNH_BACK: "CNH (verso)",
  SELFIE_WITH_CNH: "Selfie com CNH",
};

export const IDENTITY_KIND_LABELS: Record<IdentityDocumentKind, string> = {
  RG: "RG (carteira de identidade)",
  CNH: "CNH (carteira de motorista)",
};

const FORMAT_NAMES: Record<string, string> = { "application/pdf": "PDF", "image/jpeg": "JPG", "image/png": "PNG" };
const MAX_MEGABYTES = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** "PDF, JPG ou PNG" */
export function acceptedFormats(type: DocumentType) {
  const names = DOCUMENT_MEDIA_TYPES[type].map((mediaType) => FORMAT_NAMES[mediaType] ?? mediaType);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} ou ${names.at(-1)}` : (names[0] ?? "");
}

export function documentHint(type: DocumentType) {
  return `${acceptedFormats(type)}, até ${MAX_MEGABYTES} MB`;
}

/** The problem with a chosen file, caught before uploading; the server still checks the bytes. */
export function checkDocumentFile(type: DocumentType, file: File): string | null {
  if (file.size === 0) return "O arquivo está vazio. Escolha outro arquivo.";
  if (file.size > DOCUMENT_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
    return `O arquivo tem ${megabytes} MB; o limite é ${MAX_MEGABYTES} MB.`;
  }
  if (!DOCUMENT_MEDIA_TYPES[type].includes(file.type))
    return `Formato não aceito. Envie um arquivo ${acceptedFormats(type)}.`;
  return null;
}

export function uploadFailureMessage(type: DocumentType, error: unknown): string {
  if (!(error instanceof ApiError)) return "Não foi possível enviar o arquivo. Tente novamente.";
  if (error.body.statusCode === 413) return `O arquivo passa do limite de ${MAX_MEGABYTES} MB.`;
  if (error.body.statusCode === 415)
    return `O conteúdo do arquivo não é ${acceptedFormats(type)}. Verifique o arquivo e envie novamente.`;
  return error.body.message;
}

/** "850 KB", "1,2 MB" */
export function formatFileSize(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

/** Where to embed a document: inline (images and PDFs, sandboxed); its plain path downloads it. */
export function previewUrl(document: { enterpriseId: string; type: string }) {
  return `${documentPath(document)}?preview=1`;
}

export function isPdf(contentType: string) {
  return contentType === "application/pdf";
}
