import { ApiError } from "@/components/browser/api-client";

const UNREACHABLE = {
  code: "INTERNAL_ERROR",
  message: "Não foi possível falar com o servidor. Tente novamente.",
} as const;

/**
 * Sends one file as multipart/form-data to our API (the session cookie authenticates) and
 * reports upload progress from 0 to 1. XMLHttpRequest because fetch has no upload progress.
 * Throws ApiError like apiFetch does.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  fieldName = "file",
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = request.response;
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as T);
        return;
      }
      reject(
        new ApiError(
          payload?.code
            ? payload
            : request.status === 413
              ? { statusCode: 413, code: "PAYLOAD_TOO_LARGE", message: "O arquivo é grande demais.", requestId: "" }
              : { statusCode: request.status, ...UNREACHABLE, requestId: "" },
        ),
      );
    };
    request.onerror = () => reject(new ApiError({ statusCode: 0, ...UNREACHABLE, requestId: "" }));
    const body = new FormData();
    body.append(fieldName, file);
    request.send(body);
  });
}
