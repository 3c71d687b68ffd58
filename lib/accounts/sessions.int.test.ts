import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { sessionCookie } from "@/lib/testing/next-auth";
import { createUserAndLogin, TEST_PASSWORD } from "@/lib/testing/users";

let api: ApiClient;
let origin: string;

beforeAll(async () => {
  origin = (await startApiServer()).baseUrl;
  api = apiClient(origin);
});

const sessionIdOf = async (userId: string) =>
  (await db().browserSession.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } })).id;
/** A browser's request: its cookie, and our own origin for writes. */
const asBrowser = (cookie: string) => ({ headers: { cookie, origin } });
const readMe = (userId: string, cookie: string) => api.get(`/api/v1/users/${userId}`, asBrowser(cookie));

describe("GET /users/me/sessions", () => {
  it("lists the person's browser sessions in force, newest activity first, marking the caller's own", async () => {
    const { user, access } = await createUserAndLogin(api);
    const stranger = await createUserAndLogin(api);
    await sessionCookie(stranger.user.id);
    const older = await sessionCookie(user.id, Date.now() - 60_000);
    const olderId = await sessionIdOf(user.id);
    const current = await sessionCookie(user.id);
    const currentId = await sessionIdOf(user.id);
    await db().browserSession.update({
      where: { id: currentId },
      data: { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", ip: "198.51.100.7" },
    });
    await sessionCookie(user.id, Date.now() - 9 * 3_600_000);
    await sessionCookie(user.id);
    const ended = await sessionIdOf(user.id);
    await db().browserSession.update({ where: { id: ended }, data: { endedAt: new Date() } });

    const listed = await api.get("/api/v1/users/me/sessions", asBrowser(current));
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ totalRecords: 2, currentPage: 1 });
    expect(listed.body.data.map((session: { id: string }) => session.id).sort()).toEqual([olderId, currentId].sort());
    expect(listed.body.data.find((session: { id: string }) => session.id === currentId)).toMatchObject({
      current: true,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
      ip: "198.51.100.7",
    });
    expect(listed.body.data.find((session: { id: string }) => session.id === olderId).current).toBe(false);
    expect(Object.keys(listed.body.data[0]).sort()).toEqual([
      "createdAt",
      "current",
      "id",
      "ip",
      "lastSeenAt",
      "userAgent",
    ]);

    // An API token sees the same list, none of it its own.
    const byToken = await api.get("/api/v1/users/me/sessions?perPage=1", { token: access });
    expect(byToken.body).toMatchObject({ totalRecords: 2, totalPages: 2, perPage: 1 });
    expect(byToken.body.data[0].current).toBe(false);
    expect((await readMe(user.id, older)).status).toBe(200);
  });
});

describe("DELETE /users/me/sessions/{id}", () => {
  it("ends one of the person's sessions, and no one else's", async () => {
    const { user } = await createUserAndLogin(api);
    const other = await sessionCookie(user.id);
    const otherId = await sessionIdOf(user.id);
    const mine = await sessionCookie(user.id);
    const stranger = await createUserAndLogin(api);
    const strangers = await sessionCookie(stranger.user.id);
    const strangersId = await sessionIdOf(stranger.user.id);

    expect((await api.delete(`/api/v1/users/me/sessions/${strangersId}`, asBrowser(mine))).status).toBe(404);
    expect((await readMe(stranger.user.id, strangers)).status).toBe(200);

    expect((await api.delete(`/api/v1/users/me/sessions/${otherId}`, asBrowser(mine))).status).toBe(204);
    expect((await readMe(user.id, other)).status).toBe(401);
    expect((await readMe(user.id, mine)).status).toBe(200);
    expect((await api.delete(`/api/v1/users/me/sessions/${otherId}`, asBrowser(mine))).status).toBe(404);
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: user.id, action: "user.session_ended" } });
    expect(audit).toMatchObject({ actorId: user.id, after: { sessionId: otherId } });
  });
});

describe("POST /users/me/sessions/end-others", () => {
  it("ends every other sign-in, one made a few milliseconds before included, and keeps the caller's", async () => {
    const { user, access, refresh } = await createUserAndLogin(api);
    const current = await sessionCookie(user.id, Date.now() - 60_000);
    const currentId = await sessionIdOf(user.id);
    const justBefore = await sessionCookie(user.id);
    await sleep(3);

    const ended = await api.post("/api/v1/users/me/sessions/end-others", asBrowser(current));
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 1 });

    expect((await readMe(user.id, justBefore)).status).toBe(401);
    expect((await readMe(user.id, current)).status).toBe(200);
    expect((await api.get(`/api/v1/users/${user.id}`, { token: access })).status).toBe(401);
    expect((await api.post("/api/v1/auth/refresh", { body: { refresh } })).status).toBe(401);
    const listed = await api.get("/api/v1/users/me/sessions", asBrowser(current));
    expect(listed.body.data.map((session: { id: string }) => session.id)).toEqual([currentId]);
    // A sign-in after it is not touched, and the next "end all others" still spares the caller.
    const later = await sessionCookie(user.id);
    expect((await readMe(user.id, later)).status).toBe(200);
    expect((await api.post("/api/v1/users/me/sessions/end-others", asBrowser(later))).body).toEqual({ ended: 1 });
    expect((await readMe(user.id, later)).status).toBe(200);
    expect((await readMe(user.id, current)).status).toBe(401);
    expect(await db().auditLog.count({ where: { entityId: user.id, action: "user.sessions_ended" } })).toBe(2);
  });

  it("is for browser sessions: an API token is refused", async () => {
    const { user, access } = await createUserAndLogin(api);
    const cookie = await sessionCookie(user.id);
    const refused = await api.post("/api/v1/users/me/sessions/end-others", { token: access });
    expect(refused.status).toBe(403);
    expect((await readMe(user.id, cookie)).status).toBe(200);
  });
});

describe("changing the password from a browser session", () => {
  it("keeps that session, ends the others and every API token, and e-mails the notice", async () => {
    const { user, access } = await createUserAndLogin(api);
    const current = await sessionCookie(user.id);
    const other = await sessionCookie(user.id);
    const changed = await api.patch(`/api/v1/users/${user.id}/password`, {
      ...asBrowser(current),
      body: { currentPassword: TEST_PASSWORD, newPassword: "outra-senha-forte" },
    });
    expect(changed.status).toBe(200);
    expect((await readMe(user.id, current)).status).toBe(200);
    expect((await readMe(user.id, other)).status).toBe(401);
    expect((await api.get(`/api/v1/users/${user.id}`, { token: access })).status).toBe(401);
    const notice = await db().emailMessage.findFirstOrThrow({ where: { to: user.email } });
    expect(notice.template).toBe("password.changed");
  });
});

describe("last activity", () => {
  it("is written when the session is next used after 5 minutes, not on every request", async () => {
    const { user } = await createUserAndLogin(api);
    const cookie = await sessionCookie(user.id);
    const id = await sessionIdOf(user.id);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const lastSeen = async () => (await db().browserSession.findUniqueOrThrow({ where: { id } })).lastSeenAt;

    await db().browserSession.update({ where: { id }, data: { lastSeenAt: at(4) } });
    const recent = await lastSeen();
    expect((await readMe(user.id, cookie)).status).toBe(200);
    expect(await lastSeen()).toEqual(recent);

    await db().browserSession.update({ where: { id }, data: { lastSeenAt: at(6) } });
    const before = Date.now();
    expect((await readMe(user.id, cookie)).status).toBe(200);
    expect((await lastSeen()).getTime()).toBeGreaterThanOrEqual(before - 5);
  });
});
