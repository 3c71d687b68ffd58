import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@pix/core/db/client";
import { type Actor, sessionActor } from "@pix/core/auth/actor";
import { authOptions } from "@pix/core/auth/next-auth";
import { homeFor } from "@pix/core/auth/page-access";
import { issuedBeforeRevocation } from "@pix/core/auth/session-tokens";

type AppSession = { userId?: string; issuedAt?: number };

/**
 * The signed-in user for a server page, fresh from the database; otherwise off to /login.
 * Once per request: the layout and the page both ask.
 */
export const requirePageUser = cache(async () => {
  const session = (await getServerSession(authOptions())) as AppSession | null;
  const user = session?.userId ? await db().user.findUnique({ where: { id: session.userId } }) : null;
  if (!user || user.deletedAt || issuedBeforeRevocation(user.sessionsRevokedAt, session?.issuedAt)) redirect("/login");
  return user;
});

/**
 * The first call of every admin page, before it reads anything: the proxy already sent everyone
 * else away (lib/auth/page-access.ts), and this holds if a page is ever reached without it.
 */
export async function requireAdminPage(): Promise<Actor> {
  const user = await requirePageUser();
  if (user.role !== "admin") redirect(homeFor(user));
  return sessionActor(user);
}

/** The first call of every seller page; `approved` for the pages that show or move money. */
export async function requireSellerPage({ approved = false } = {}) {
  const user = await requirePageUser();
  if (user.role !== "seller") redirect(homeFor(user));
  if (approved && !user.approved) redirect("/seller");
  return user;
}
