import { useMutation } from "@tanstack/react-query";
import { uploadFile } from "@/components/browser/upload-file";
import type { DocumentType, EnterpriseDocumentJson } from "@/lib/enterprises/schema";

/** Uploads (or replaces) one document of the enterprise, reporting progress from 0 to 1. */
export function useUploadEnterpriseDocument(
  enterpriseId: string,
  type: DocumentType,
  onProgress: (fraction: number) => void,
) {
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<EnterpriseDocumentJson>(`/api/v1/enterprises/${enterpriseId}/documents/${type}`, file, onProgress),
  });
}
