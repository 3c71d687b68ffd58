import { ApiError, readApiResponse, sendApiRequest } from "@/components/browser/api-client";
import { formatBRL, parseReais } from "@/lib/money";

type CheckoutRequest = { method?: "GET" | "POST"; body?: unknown; idempotencyKey?: string };

/**
 * Calls the public checkout endpoints from the buyer's browser and throws ApiError on failure.
 * No cookies: a seller or admin signed in on the same browser must still pay as a buyer.
 */
export async function checkoutFetch<T>(path: string, request: CheckoutRequest = {}): Promise<T> {
  const response = await sendApiRequest(path, { ...request, anonymous: true, cache: "no-store" });
  if (response.status === 429) {
    const payload = await response.json().catch(() => null);
    throw new ApiError({
      statusCode: 429,
      code: "RATE_LIMITED",
      message: tooManyAttempts(response.headers.get("Retry-After")),
      requestId: payload?.requestId ?? "",
    });
  }
  return readApiResponse<T>(response);
}

function tooManyAttempts(retryAfter: string | null) {
  const seconds = Number(retryAfter);
  const wait =
    Number.isInteger(seconds) && seconds > 0 ? `${seconds} segundo${seconds === 1 ? "" : "s"}` : "alguns instantes";
  return `Muitas tentativas. Aguarde ${wait} e tente novamente.`;
}

/** What to tell the buyer when a checkout request failed. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body.message;
  return "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";
}

/** "R$ 49,90" for an amount in the API's reais. */
export function formatReais(reais: number): string {
  return formatBRL(parseReais(reais) ?? 0);
}
