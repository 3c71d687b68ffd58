const LOCAL = "http://callback.invalid";
const MAX_LENGTH = 2048;

/**
 * Where to go after signing in, from a `callbackUrl` query parameter: only a path of this site. Anything a browser
 * could read as another site ("//host", "/\host", a scheme) or that carries control characters gives null.
 */
export function safeCallbackUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\p{Cc}]/u.test(value)) return null;
  const url = new URL(value, LOCAL);
  return url.origin === LOCAL ? `${url.pathname}${url.search}${url.hash}` : null;
}
