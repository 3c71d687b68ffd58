import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ErrorBody } from "@/lib/http/errors";

/** A standard-shape error answered by our API, as seen by browser code. */
export class ApiError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.message);
    this.name = "ApiError";
  }
}

type ApiRequest = {
  method?: string;
  body?: unknown;
  form?: FormData;
  anonymous?: boolean;
  idempotencyKey?: string;
  cache?: RequestCache;
};

/**
 * Calls our API from the browser (the session cookie authenticates) and throws ApiError on failure. `anonymous` sends
 * no cookie: a public operation (an e-mailed link) then works even where a stale session cookie would answer 401.
 * `form` sends multipart/form-data (the browser writes its Content-Type) instead of a JSON `body`.
 * `idempotencyKey` goes out as the Idempotency-Key header, so that a resent POST is carried out once.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return readApiResponse<T>(await sendApiRequest(path, request));
}

/** Sends a request to our API as apiFetch does, for a caller that looks at the Response before readApiResponse. */
export function sendApiRequest(
  path: string,
  { method = "GET", body, form, anonymous, idempotencyKey, cache }: ApiRequest = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  return fetch(path, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    credentials: anonymous ? "omit" : "same-origin",
    cache,
  });
}

/** The JSON body of a successful answer (undefined for 204); throws ApiError for a failed one. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    // An answer without our error body came from something else on the way (a proxy, a crash page).
    throw new ApiError(
      payload?.code
        ? payload
        : {
            statusCode: response.status,
            code: "INTERNAL_ERROR",
            message: "Não foi possível falar com o servidor.",
            requestId: "",
          },
    );
  }
  return payload as T;
}

/** Puts each server-side field error on its form field; returns the message for the rest. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return "Não foi possível falar com o servidor. Tente novamente.";
  let placed = false;
  for (const detail of error.body.details ?? []) {
    if (fields.includes(detail.path)) {
      // The first field refused takes the focus, so the person (and a screen reader) lands on what to fix.
      setError(detail.path as Path<T>, { message: detail.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : error.body.message;
}
