// Plain JavaScript because next.config.mjs reads it too: Next.js applies these to pages (whose
// policy proxy.ts replaces with one carrying a nonce), and the production server (scripts/server.ts)
// to the /api/v1 answers it serves without Next.js.

const production = process.env.NODE_ENV === "production";

/**
 * The Content Security Policy. Pages get one with a fresh nonce per request (proxy.ts): Next.js
 * reads it from the request's policy and puts it on the inline scripts it writes, and
 * 'strict-dynamic' lets those scripts load the chunks they need; hashes could not work, as those
 * inline scripts carry each request's data. Without a nonce (API answers, next-auth, assets) no
 * inline script runs at all. Styles stay 'unsafe-inline': React's style attributes (recharts,
 * Swagger UI) cannot carry a nonce, and a nonce in style-src would switch 'unsafe-inline' off.
 * Development also needs 'unsafe-eval' for React's debugging and fast refresh.
 * @param {string} [nonce]
 */
export function contentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}' 'strict-dynamic'` : ""}${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** 128 random bits, base64: a nonce for one page answer. */
export function createNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** @type {{ key: string, value: string }[]} */
export const SECURITY_HEADERS = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy() },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

/** Company documents are shown inline (PDF in an iframe) on our own admin pages. */
export const DOCUMENT_PATH = {
  source: "/api/v1/enterprises/:id/documents/:type",
  pattern: /^\/api\/v1\/enterprises\/[^/]+\/documents\/[^/]+$/,
};

/** The files a seller sends with the answer to a MED infraction, opened by the seller's team and the admin. */
export const INFRACTION_FILE_PATH = {
  source: "/api/v1/infractions/:id/files/:fileId",
  pattern: /^\/api\/v1\/infractions\/[^/]+\/files\/[^/]+$/,
};

// Uploaded files are not ours: `sandbox` gives one opened or framed an opaque origin without
// scripts, so a crafted file cannot act as our pages. Set here, not by the route: Next.js keeps
// these headers over a route's own (next dev), and the production server applies them too.
/** @type {{ key: string, value: string }[]} */
export const DOCUMENT_HEADERS = [
  { key: "Content-Security-Policy", value: "sandbox; default-src 'none'; frame-ancestors 'self'" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
];

/**
 * The headers of an answer to `pathname`, later entries overriding earlier ones as in Next.js.
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function securityHeadersFor(pathname) {
  return DOCUMENT_PATH.pattern.test(pathname) || INFRACTION_FILE_PATH.pattern.test(pathname)
    ? documentAnswerHeaders
    : answerHeaders;
}

/** @param {{ key: string, value: string }[]} rules */
const headersOf = (rules) =>
  Object.freeze(Object.fromEntries(rules.map(({ key, value }) => [key.toLowerCase(), value])));
const answerHeaders = headersOf(SECURITY_HEADERS);
const documentAnswerHeaders = headersOf([...SECURITY_HEADERS, ...DOCUMENT_HEADERS]);
