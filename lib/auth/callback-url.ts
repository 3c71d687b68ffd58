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
  if (url.origin !== LOCAL) return null;
  // Checked again once normalised: "/.//host" resolves to the path "//host", which a browser reads as another site.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("//") ? null : path;
}
