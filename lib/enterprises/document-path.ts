/**
 * A document's address on this site. Pages use it as it is, relative: an absolute URL built from
 * APP_URL breaks (and the CSP blocks it) when the site is opened under another host name.
 */
export function documentPath(document: { enterpriseId: string; type: string }) {
  return `/api/v1/enterprises/${document.enterpriseId}/documents/${document.type}`;
}
