// Plain JavaScript because next.config.mjs reads it too: Next.js applies these to pages, and the
// production server (scripts/server.ts) to the /api/v1 answers it serves without Next.js.

const production = process.env.NODE_ENV === "production";

// Next.js inlines its bootstrap scripts, so scripts need 'unsafe-inline' (nonces would make every
// page dynamic); development also needs 'unsafe-eval' for fast refresh.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
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

/** @type {{ key: string, value: string }[]} */
export const SECURITY_HEADERS = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

/** Company documents are shown inline (PDF in an iframe) on our own admin pages. */
export const DOCUMENT_PATH = { source: "/api/v1/enterprises/:id/documents/:type", pattern: /^\/api\/v1\/enterprises\/[^/]+\/documents\/[^/]+$/ };

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
  return DOCUMENT_PATH.pattern.test(pathname) ? documentAnswerHeaders : answerHeaders;
}

/** @param {{ key: string, value: string }[]} rules */
const headersOf = (rules) => Object.freeze(Object.fromEntries(rules.map(({ key, value }) => [key.toLowerCase(), value])));
const answerHeaders = headersOf(SECURITY_HEADERS);
const documentAnswerHeaders = headersOf([...SECURITY_HEADERS, ...DOCUMENT_HEADERS]);
