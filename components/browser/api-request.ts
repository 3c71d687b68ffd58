import { ApiError } from "@/components/browser/api-client";

/**
 * POSTs to our API from the browser with an `Idempotency-Key` (apiFetch sends no custom headers);
 * throws ApiError like apiFetch does.
 */
export async function apiPostIdempotent<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
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

/** "?status=ACTIVE&page=2" from the filters that are set; "" when none is. */
export function queryString(filters: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** What to tell the seller about a failed request. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError
    ? error.body.message
    : "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";
}

export function isSellerNotApproved(error: unknown): boolean {
  return error instanceof ApiError && error.body.code === "SELLER_NOT_APPROVED";
}
