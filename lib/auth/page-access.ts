import "#server-only";
import type { Actor } from "./actor";
import { mustEnrolTotp, TWO_FACTOR_PAGE } from "./admin-2fa";

/** Where a signed-in user belongs. */
export function homeFor(user: { role: Actor["role"] }) {
  if (user.role === "member") return "/account";
  return user.role === "admin" ? "/admin" : "/seller";
}

/** The seller pages open before the company is approved; every other one shows or moves money. */
const OPEN_TO_UNAPPROVED_SELLERS = new Set(["/seller", "/seller/onboarding", "/seller/team"]);

/**
 * Where to send a request for a page under /admin, /seller or /account instead of rendering it (null: let it
 * through). The proxy decides this before anything renders: Next.js renders a layout and its page
 * in parallel, so a check in the layout alone still lets the page fetch and stream its data.
 */
export function pageRedirect(
  pathname: string,
  user: Pick<Actor, "role" | "approved" | "totpEnabled"> | null,
): string | null {
  // The link that confirms a new e-mail works signed out too: it may be opened on another device.
  if (pathname.startsWith("/account/email/")) return null;
  if (!user) return "/login";
  // An admin who must enrol in two-factor sign-in sees that page and no other.
  if (mustEnrolTotp(user)) return pathname === TWO_FACTOR_PAGE ? null : TWO_FACTOR_PAGE;
  const top = pathname.split("/")[1];
  // Everyone signed in has an account page, whatever seller account they act in, if any.
  if (top === "account") return null;
  const area = top === "admin" ? "admin" : "seller";
  if (user.role !== area) return homeFor(user);
  if (area === "seller" && !user.approved && !OPEN_TO_UNAPPROVED_SELLERS.has(pathname)) return "/seller";
  return null;
}
