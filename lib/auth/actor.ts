import "#server-only";
import type { NextRequest } from "next/server";
import { getToken, type JWT } from "next-auth/jwt";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import type { Role } from "@/lib/db/generated/enums";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { sessionUser } from "./queries";
import { issuedBeforeRevocation, liveSignInTime } from "./session-tokens";
import { verifyBearerToken } from "./tokens";

/** Who is calling, read fresh from the database on every request; `integration` is a seller's API key. */
export type Actor = {
  userId: string;
  email: string;
  role: Role;
  approved: boolean;
  via: "bearer" | "session" | "integration";
  requestId?: string;
};

/** A signed-in user (a page's, or a test's) as the services' Actor. */
export function sessionActor(user: { id: string; email: string; role: Actor["role"]; approved: boolean }): Actor {
  return { userId: user.id, email: user.email, role: user.role, approved: user.approved, via: "session" };
}

const BEARER = /^Bearer\s+(\S+)$/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadActiveUser(userId: string, issuedAtSeconds: number | undefined, via: Actor["via"]): Promise<Actor> {
  if (!UUID.test(userId)) throw new AppError("UNAUTHORIZED", "Sessão inválida. Entre novamente.");
  const [user] = await sessionUser(direct, userId);
  if (!user || user.deletedAt || issuedBeforeRevocation(user.sessionsRevokedAt, issuedAtSeconds))
    throw new AppError("UNAUTHORIZED", "Sessão inválida. Entre novamente.");
  return { userId: user.id, email: user.email, role: user.role, approved: user.approved, via };
}

/**
 * The user of a next-auth session token, checked against the fixed sign-in time: within the
 * absolute lifetime and after the user's last "end all sessions". Throws UNAUTHORIZED otherwise.
 */
export async function loadSessionUser(token: JWT): Promise<Actor> {
  const signedInAt = liveSignInTime(token);
  if (!token.sub || signedInAt === null) throw new AppError("UNAUTHORIZED", "Sessão expirada. Entre novamente.");
  return loadActiveUser(token.sub, signedInAt, "session");
}

/**
 * The caller behind a bearer access token or, failing that, a next-auth browser session.
 * Returns null when neither is present; throws UNAUTHORIZED/TOKEN_EXPIRED when one is invalid.
 */
export async function authenticate(req: NextRequest): Promise<Actor | null> {
  const header = req.headers.get("authorization");
  if (header) {
    const match = BEARER.exec(header);
    if (!match?.[1]) throw new AppError("UNAUTHORIZED", "Cabeçalho Authorization inválido.");
    const claims = await verifyBearerToken(match[1]);
    if (claims.typ === "integration") {
      // A regenerated key pair ends the tokens of the old one.
      const current = await db().integrationCredential.findUnique({
        where: { sellerId: claims.sub },
        select: { publicKey: true },
      });
      if (current?.publicKey !== claims.pk) throw new AppError("UNAUTHORIZED", "Credenciais de integração revogadas.");
      return loadActiveUser(claims.sub, claims.iat, "integration");
    }
    return loadActiveUser(claims.sub, claims.iat, "bearer");
  }
  const session = await getToken({ req, secret: env().NEXTAUTH_SECRET });
  return session ? loadSessionUser(session) : null;
}
