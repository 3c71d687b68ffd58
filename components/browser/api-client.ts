import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ErrorBody } from "@/lib/http/errors";

/** A standard-shape error answered by our API, as seen by browser code. */
export class ApiError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.message);
    this.name = "ApiError";
  }
}

/**
 * Calls our API from the browser (the session cookie authenticates) and throws ApiError on failure. `anonymous` sends
 * no cookie: a public operation (an e-mailed link) then works even where a stale session cookie would answer 401.
 * `form` sends multipart/form-data (the browser writes its Content-Type) instead of a JSON `body`.
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; form?: FormData; anonymous?: boolean } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    credentials: init.anonymous ? "omit" : "same-origin",
  });
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
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
      setError(detail.path as Path<T>, { message: detail.message });
      placed = true;
    }
  }
  return placed ? null : error.body.message;
}
