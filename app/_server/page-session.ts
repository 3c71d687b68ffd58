import { getServerSession } from "next-auth";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { type Actor, loadSessionUser, SELLER_COOKIE } from "@pix/core/auth/actor";
import { mustEnrolTotp, TWO_FACTOR_PAGE } from "@pix/core/auth/admin-2fa";
import { authOptions } from "@pix/core/auth/next-auth";
import { homeFor } from "@pix/core/auth/page-access";
import { RECENT_WRITE_COOKIE } from "@pix/core/db/replica";
import { AppError } from "@pix/core/http/errors";
import { sellerAccountsOf } from "@pix/core/team/accounts";

type AppSession = { userId?: string; sessionId?: string; issuedAt?: number };

/**
 * The signed-in person for a server page, fresh from the database, acting in the seller account their cookie
 * picked; null for a visitor or a session that no longer holds. Once per request: the layout and the page both ask.
 */
export const pageUserOrNull = cache(async (): Promise<Actor | null> => {
  const session = (await getServerSession(authOptions())) as AppSession | null;
  if (!session?.userId) return null;
  const jar = await cookies();
  try {
    const actor = await loadSessionUser(
      { sub: session.userId, sid: session.sessionId, signedInAt: session.issuedAt },
      jar.get(SELLER_COOKIE)?.value,
    );
    return jar.has(RECENT_WRITE_COOKIE) ? { ...actor, wroteRecently: true } : actor;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
});

/** The sign-in and sign-up pages: someone already signed in goes on to where they were going, or to their panel. */
export async function leaveIfSignedIn(callbackUrl: string | null = null): Promise<void> {
  const actor = await pageUserOrNull();
  if (actor) redirect(callbackUrl ?? homeFor(actor));
}

/** The signed-in person for a server page (see pageUserOrNull); otherwise off to /login. */
export const requirePageUser = cache(async (): Promise<Actor> => {
  const actor = await pageUserOrNull();
  if (!actor) redirect("/login");
  return actor;
});

/** The seller accounts the signed-in person works in (the header's picker), once per request. */
export const pageSellerAccounts = cache(async () => sellerAccountsOf((await requirePageUser()).userId));

/**
 * The first call of every admin page, before it reads anything: the proxy already sent everyone
 * else away (lib/auth/page-access.ts), and this holds if a page is ever reached without it.
 */
export async function requireAdminPage(): Promise<Actor> {
  const actor = await requirePageUser();
  if (actor.role !== "admin") redirect(homeFor(actor));
  if (mustEnrolTotp(actor)) redirect(TWO_FACTOR_PAGE);
  return actor;
}

/** The first call of every seller page; `approved` for the pages that show or move money. */
export async function requireSellerPage({ approved = false } = {}): Promise<Actor> {
  const actor = await requirePageUser();
  if (actor.role !== "seller") redirect(homeFor(actor));
  if (approved && !actor.approved) redirect("/seller");
  return actor;
}
