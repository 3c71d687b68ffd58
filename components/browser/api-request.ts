import { ApiError } from "@/components/browser/api-client";

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
