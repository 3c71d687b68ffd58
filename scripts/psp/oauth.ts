// OAuth2 client_credentials (RFC 6749 §4.4, client authenticated with HTTP Basic, §2.3.1) and the
// bearer check of the API paths, with the scopes the yaml's securitySchemes give each operation.
import { randomBytes } from "node:crypto";
import { EFI_PAYOUT_SCOPES, type EfiPayoutScope } from "@/lib/payouts/efi/spec";
import { API_PIX_SCOPES, type ApiPixScope } from "@/lib/pix/api-pix/spec";
import type { Settings } from "./context";
import { apiProblem, ProblemError, type Reply } from "./http";

type Token = { expiresAt: number; scopes: Set<string> };

/** API Pix's scopes, and Efí's for sending Pix. */
type Scope = ApiPixScope | EfiPayoutScope;
const SCOPES: readonly Scope[] = [...API_PIX_SCOPES, ...EFI_PAYOUT_SCOPES];

export type TokenStore = Map<string, Token>;

function oauthError(status: number, error: string, headers?: Record<string, string>): Reply {
  return { status, body: { error }, headers: { "cache-control": "no-store", ...headers } };
}

function basicCredentials(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  // RFC 6749 §2.3.1: id and secret are form-urlencoded before being joined.
  try {
    return [
      decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " ")),
      decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " ")),
    ];
  } catch {
    return null;
  }
}

/** POST /oauth/token. */
export function issueToken(
  settings: Settings,
  tokens: TokenStore,
  authorization: string | undefined,
  raw: string,
): Reply {
  const credentials = basicCredentials(authorization);
  if (!credentials || credentials[0] !== settings.clientId || credentials[1] !== settings.clientSecret) {
    return oauthError(401, "invalid_client", { "www-authenticate": 'Basic realm="PSP stand-in"' });
  }
  const form = new URLSearchParams(raw);
  const grantType = form.get("grant_type");
  if (!grantType) return oauthError(400, "invalid_request");
  if (grantType !== "client_credentials") return oauthError(400, "unsupported_grant_type");
  const asked = form.get("scope")?.split(" ").filter(Boolean) ?? [...SCOPES];
  if (asked.some((scope) => !SCOPES.includes(scope as Scope))) return oauthError(400, "invalid_scope");
  const accessToken = randomBytes(24).toString("base64url");
  tokens.set(accessToken, { expiresAt: Date.now() + settings.tokenTtlSeconds * 1000, scopes: new Set(asked) });
  return {
    status: 200,
    body: {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: settings.tokenTtlSeconds,
      scope: asked.join(" "),
    },
    headers: { "cache-control": "no-store", pragma: "no-cache" },
  };
}

/**
 * Throws unless `authorization` carries a live token with `scope`. The yaml defines no 401: a
 * missing, unknown or expired token answers 401 in its Problema format with its AcessoNegado type
 * and RFC 6750's WWW-Authenticate, so a client must tell the two by the status (401: get a new
 * token; 403: the token lacks the scope).
 */
export function requireToken(tokens: TokenStore, authorization: string | undefined, scope: Scope): void {
  const accessToken = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  const token = accessToken ? tokens.get(accessToken) : undefined;
  if (!token || token.expiresAt <= Date.now()) {
    const { problem } = apiProblem("AcessoNegado", {
      status: 401,
      detail: "Token de acesso ausente, inválido ou expirado.",
    });
    throw new ProblemError({ ...problem, title: "Não autorizado" });
  }
  if (!token.scopes.has(scope))
    throw apiProblem("AcessoNegado", { detail: `O token de acesso não tem o escopo ${scope}.` });
}

export const BEARER_CHALLENGE = { "www-authenticate": 'Bearer realm="API Pix", error="invalid_token"' };

/**
 * What a PSP that no longer accepts our credentials answers (the refuseCredentials switch): the token endpoint 401
 * invalid_client, any other path 401 as for a token it does not know.
 */
export function credentialsRefusal(pathname: string): Reply {
  if (pathname === "/oauth/token")
    return oauthError(401, "invalid_client", { "www-authenticate": 'Basic realm="PSP stand-in"' });
  const { problem } = apiProblem("AcessoNegado", { status: 401, detail: "Credenciais do cliente não aceitas." });
  return {
    status: 401,
    body: { ...problem, title: "Não autorizado" },
    headers: { "content-type": "application/problem+json", ...BEARER_CHALLENGE },
  };
}
