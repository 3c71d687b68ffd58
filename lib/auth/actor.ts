import "#server-only";
import type { NextRequest } from "next/server";
import { getToken, type JWT } from "next-auth/jwt";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import type { MemberRole, Role } from "@/lib/db/generated/enums";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { noteBrowserActivity } from "./browser-sessions";
import { sessionUser } from "./queries";
import { SELLER_COOKIE } from "./seller-cookie";
import { issuedBeforeRevocation, liveSignInTime } from "./session-tokens";
import { verifyBearerToken } from "./tokens";

/** Who is calling, read fresh from the database on every request; `integration` is a seller's API key. */
export type Actor = {
  /** The person calling: the one the audit trail names. */
  userId: string;
  email: string;
  /**
   * "seller" while acting in a seller's account (their own or as a team member), "admin" for the platform's staff,
   * "member" for a person with no seller account to act in.
   */
  role: Role;
  /** The seller account acted in; an admin's or an account-less person's own id, which holds no seller data. */
  sellerId: string;
  /** The role in that account (lib/team/permissions.ts); null for admins and account-less people. */
  memberRole: MemberRole | null;
  /** Whether the seller account is approved. */
  approved: boolean;
  /** Whether the person signs in with a TOTP code too. */
  totpEnabled: boolean;
  via: "bearer" | "session" | "integration";
  /** The browser sign-in (browser_sessions) a session request rides on. */
  sessionId?: string;
  requestId?: string;
  /** A browser that wrote within the read-your-writes window (lib/db/replica.ts): its reads stay on the primary. */
  wroteRecently?: boolean;
};

export { SELLER_COOKIE };
/** The header that picks which of a person's seller accounts an API request acts in (the browser's is the cookie). */
export const SELLER_HEADER = "x-seller-id";

/**
 * A user row as the Actor of their own account (a test's, a job's, a seller who registered): sellers act in their
 * own account as its owner.
 */
export function sessionActor(user: { id: string; email: string; role: Role; approved: boolean }): Actor {
  const seller = user.role === "seller";
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    sellerId: user.id,
    memberRole: seller ? "owner" : null,
    approved: seller && user.approved,
    totpEnabled: false,
    via: "session",
  };
}

const BEARER = /^Bearer\s+(\S+)$/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (value: string | null | undefined) => (value && UUID.test(value) ? value : null);

const INVALID_SESSION = "Sessão inválida. Entre novamente.";

type Credentials = {
  userId: string;
  /** When the token or sign-in was issued, in milliseconds. */
  issuedAtMs: number;
  via: Actor["via"];
  sessionId?: string;
  /** An access token's login (refresh token family): refused once that login has ended. */
  familyId?: string;
  /** The seller account asked for; `strict` refuses a request naming one the person is not a member of. */
  sellerId?: string | null;
  strict?: boolean;
};

async function loadActor(credentials: Credentials): Promise<Actor> {
  const { userId, via, sessionId } = credentials;
  if (!UUID.test(userId)) throw new AppError("UNAUTHORIZED", INVALID_SESSION);
  const preferred = uuidOrNull(credentials.sellerId);
  if (credentials.strict && credentials.sellerId && !preferred)
    throw new AppError("VALIDATION_FAILED", "X-Seller-Id deve ser um UUID.");
  const [user] = await sessionUser(direct, userId, preferred, sessionId ?? null, uuidOrNull(credentials.familyId));
  // A browser session that ended all the others of its person outlives that revocation (lib/accounts/sessions.ts).
  const issuedAtMs = Math.max(credentials.issuedAtMs, user?.sessionKeptAt?.getTime() ?? 0);
  if (!user || user.deletedAt || user.familyEnded || issuedBeforeRevocation(user.sessionsRevokedAt, issuedAtMs))
    throw new AppError("UNAUTHORIZED", INVALID_SESSION);
  if (sessionId !== undefined && (user.sessionUserId !== user.id || user.sessionEndedAt))
    throw new AppError("UNAUTHORIZED", "Sessão encerrada. Entre novamente.");
  if (sessionId !== undefined) await noteBrowserActivity(sessionId, user.sessionLastSeenAt);
  const base = { userId: user.id, email: user.email, totpEnabled: user.totpEnabled, via };
  // An integration key acts for its seller account with the owner's rights, whoever holds the account's logins.
  if (via === "integration")
    return { ...base, role: user.role, sellerId: user.id, memberRole: "owner", approved: user.approved };
  if (credentials.strict && preferred && user.sellerId !== preferred)
    throw new AppError("FORBIDDEN", "Você não faz parte da equipe desta conta.");
  const inSeller = user.role !== "admin" && user.sellerId !== null;
  return {
    ...base,
    role: user.role === "admin" ? "admin" : inSeller ? "seller" : "member",
    sellerId: inSeller ? user.sellerId! : user.id,
    memberRole: inSeller ? user.memberRole : null,
    approved: inSeller && user.sellerApproved === true,
    ...(sessionId !== undefined && { sessionId }),
  };
}

/**
 * The user of a next-auth session token, checked against the fixed sign-in time: within the absolute lifetime,
 * after the user's last "end all sessions", and its browser session not ended. Throws UNAUTHORIZED otherwise.
 */
export async function loadSessionUser(token: JWT, sellerId?: string | null): Promise<Actor> {
  const signedInAt = liveSignInTime(token);
  const sessionId = typeof token.sid === "string" ? uuidOrNull(token.sid) : null;
  if (!token.sub || signedInAt === null || !sessionId)
    throw new AppError("UNAUTHORIZED", "Sessão expirada. Entre novamente.");
  return loadActor({
    userId: token.sub,
    issuedAtMs: signedInAt,
    via: "session",
    sessionId,
    sellerId: sellerId ?? null,
  });
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
    const issuedAtMs = claims.ims ?? claims.iat * 1000;
    if (claims.typ === "integration") {
      // A regenerated key pair ends the tokens of the old one.
      const current = await db().integrationCredential.findUnique({
        where: { sellerId: claims.sub },
        select: { publicKey: true },
      });
      if (current?.publicKey !== claims.pk) throw new AppError("UNAUTHORIZED", "Credenciais de integração revogadas.");
      return loadActor({ userId: claims.sub, issuedAtMs, via: "integration" });
    }
    return loadActor({
      userId: claims.sub,
      issuedAtMs,
      via: "bearer",
      familyId: claims.fam,
      sellerId: req.headers.get(SELLER_HEADER),
      strict: true,
    });
  }
  const session = await getToken({ req, secret: env().NEXTAUTH_SECRET });
  return session ? loadSessionUser(session, req.cookies.get(SELLER_COOKIE)?.value) : null;
}
