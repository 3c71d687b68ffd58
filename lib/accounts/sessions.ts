import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { BROWSER_SESSION_SECONDS, revokeAllSessions } from "@/lib/auth/session-tokens";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { BrowserSession, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { expireAccountTokens } from "./account-tokens";
import { endBrowserSessionRow, endBrowserSessions, keepBrowserSession } from "./queries";
import type { BrowserSessionJson } from "./schema";

const signedInSince = () => new Date(Date.now() - BROWSER_SESSION_SECONDS * 1000);

/**
 * Ends every sign-in of a person: their API tokens (lib/auth/session-tokens.ts) and browser sessions, all but `keep`,
 * the caller's own browser session, which outlives this revocation (BrowserSession.keptAt). Returns how many browser
 * sessions it ended.
 *
 * The links they were e-mailed end too: someone who held a session could have asked for an e-mail change to their own
 * address (or a reset), and would otherwise confirm it after the owner locked them out.
 */
export async function endSignIns(tx: Tx, userId: string, keep?: string): Promise<number> {
  await expireAccountTokens(tx, userId, ["PASSWORD_RESET", "EMAIL_CHANGE"]);
  const revokedAt = await revokeAllSessions(tx, userId);
  const ended = await endBrowserSessions(tx, userId, signedInSince(), revokedAt, keep);
  if (keep) await keepBrowserSession(tx, keep, userId, revokedAt);
  return ended;
}

/** The browser sessions of a person still in force: not ended, within their 8 hours, after any revocation. */
function liveSessions(userId: string, sessionsRevokedAt: Date | null): Prisma.BrowserSessionWhereInput {
  return {
    userId,
    endedAt: null,
    createdAt: { gt: signedInSince() },
    ...(sessionsRevokedAt && {
      OR: [{ createdAt: { gte: sessionsRevokedAt } }, { keptAt: { gte: sessionsRevokedAt } }],
    }),
  };
}

function toBrowserSessionJson(session: BrowserSession, currentId: string | undefined): BrowserSessionJson {
  return {
    id: session.id,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    userAgent: session.userAgent,
    ip: session.ip,
    current: session.id === currentId,
  };
}

/** Sessions belong to the person, whichever seller account they act in; an integration key is no person. */
function assertPerson(actor: Actor) {
  if (actor.via === "integration") throw new AppError("FORBIDDEN");
}

export async function listBrowserSessions(actor: Actor, page: PageQuery) {
  assertPerson(actor);
  const { sessionsRevokedAt } = await db().user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { sessionsRevokedAt: true },
  });
  const where = liveSessions(actor.userId, sessionsRevokedAt);
  const [rows, total] = await Promise.all([
    db().browserSession.findMany({ where, orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }], ...pageWindow(page) }),
    db().browserSession.count({ where }),
  ]);
  return toPage(
    rows.map((row) => toBrowserSessionJson(row, actor.sessionId)),
    total,
    page,
  );
}

/** Ends one of the person's browser sessions ("Encerrar"): its next request is refused. */
export async function endBrowserSession(actor: Actor, id: string) {
  assertPerson(actor);
  await transaction(async (tx) => {
    if ((await endBrowserSessionRow(tx, id, actor.userId, new Date())) !== 1) throw new AppError("NOT_FOUND");
    await recordAudit(tx, actor, {
      action: "user.session_ended",
      entityType: "user",
      entityId: actor.userId,
      after: { sessionId: id },
    });
  });
}

/**
 * "Sair de todas as outras": every other browser session and every API token of the person end, the caller's browser
 * session stays. Only from a browser session, the one it keeps.
 */
export async function endOtherSessions(actor: Actor) {
  assertPerson(actor);
  if (actor.via !== "session" || !actor.sessionId)
    throw new AppError("FORBIDDEN", "Encerre as outras sessões pelo navegador, em Minha conta.");
  const keep = actor.sessionId;
  return transaction(async (tx) => {
    const ended = await endSignIns(tx, actor.userId, keep);
    await recordAudit(tx, actor, {
      action: "user.sessions_ended",
      entityType: "user",
      entityId: actor.userId,
      after: { keptSessionId: keep, ended },
    });
    return { ended };
  });
}
