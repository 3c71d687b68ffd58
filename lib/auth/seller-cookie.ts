/**
 * The cookie that picks which of a person's seller accounts the browser acts in (the header's picker, an accepted
 * invitation). It holds no secret: the server checks the membership on every request and falls back to the person's
 * own, or first, account when the cookie names one they are not in.
 */
export const SELLER_COOKIE = "pix-seller";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that makes this browser act in `sellerId`. */
export function sellerCookie(sellerId: string, { secure }: { secure: boolean }): string {
  const cookie = `${SELLER_COOKIE}=${encodeURIComponent(sellerId)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  return secure ? `${cookie}; Secure` : cookie;
}
