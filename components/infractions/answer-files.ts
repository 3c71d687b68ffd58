import { formatFileSize } from "@/components/enterprises/document-rules";
import { INFRACTION_FILE_MAX_BYTES, INFRACTION_FILE_TYPES, INFRACTION_FILES_MAX } from "@/lib/infractions/schema";

const MAX_MEGABYTES = INFRACTION_FILE_MAX_BYTES / (1024 * 1024);
const ACCEPTED: readonly string[] = INFRACTION_FILE_TYPES;

export const ANSWER_FILES_HINT = `Até ${INFRACTION_FILES_MAX} arquivos PDF, JPG ou PNG, de até ${MAX_MEGABYTES} MB cada.`;

/** The input's `accept`: what the file picker offers. */
export const ANSWER_FILES_ACCEPT = [...INFRACTION_FILE_TYPES, ".pdf", ".png", ".jpg", ".jpeg"].join(",");

/** What is wrong with the files chosen, caught before sending; the server still reads each file's bytes. */
export function answerFilesProblem(files: readonly File[]): string | null {
  if (files.length > INFRACTION_FILES_MAX) return `Escolha no máximo ${INFRACTION_FILES_MAX} arquivos.`;
  for (const file of files) {
    if (file.size === 0) return `O arquivo ${file.name} está vazio.`;
    if (file.size > INFRACTION_FILE_MAX_BYTES) return `O arquivo ${file.name} passa do limite de ${MAX_MEGABYTES} MB.`;
    if (!ACCEPTED.includes(file.type)) return `O arquivo ${file.name} não é PDF, JPG ou PNG.`;
  }
  return null;
}

const TYPE_NAMES: Record<string, string> = { "application/pdf": "PDF", "image/jpeg": "JPG", "image/png": "PNG" };

/** "PDF, 850 KB" */
export function describeFile(file: { contentType: string; sizeBytes: number }) {
  return `${TYPE_NAMES[file.contentType] ?? "arquivo"}, ${formatFileSize(file.sizeBytes)}`;
}
