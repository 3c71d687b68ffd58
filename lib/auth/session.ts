import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { db } from "@/lib/db/client";
import type { Actor } from "./actor";
import { authOptions } from "./next-auth";
import { issuedBeforeRevocation } from "./session-tokens";

type AppSession = { userId?: string; issuedAt?: number };

/** The signed-in user for a server page, fresh from the database; otherwise off to /login. */
export async function requirePageUser() {
  const session = (await getServerSession(authOptions())) as AppSession | null;
  const user = session?.userId ? await db().user.findUnique({ where: { id: session.userId } }) : null;
  if (!user || user.deletedAt || issuedBeforeRevocation(user.sessionsRevokedAt, session?.issuedAt)) redirect("/login");
  return user;
}

/** Where a signed-in user belongs. */
export function homeFor(user: { role: string }) {
  return user.role === "admin" ? "/admin" : "/seller";
}

/** A page's signed-in user as the services' Actor. */
export function sessionActor(user: { id: string; email: string; role: Actor["role"]; approved: boolean }): Actor {
  return { userId: user.id, email: user.email, role: user.role, approved: user.approved, via: "session" };
}
