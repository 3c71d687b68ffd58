import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const login = (email: string, password: string) =>
  api.post("/api/v1/auth/login", { body: { email, password }, headers: { "x-forwarded-for": nextTestIp() } });

describe("POST /users", () => {
  it("lets an admin create a user of any role", async () => {
    const response = await api.post("/api/v1/users", {
      token: admin.access,
      body: { email: "novo.admin@example.com", password: "senha-forte-1", companyName: "Plataforma", role: "admin" },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: "novo.admin@example.com", role: "admin", approved: false });
    expect(Object.keys(response.body).sort()).toEqual([
      "approved",
      "companyName",
      "createdAt",
      "deletedAt",
      "email",
      "emailVerified",
      "id",
      "role",
      "updatedAt",
    ]);
    // The admin typed the address; the person confirms it with the link it received.
    expect(response.body.emailVerified).toBe(false);
    expect((await login("novo.admin@example.com", "senha-forte-1")).status).toBe(200);
    const audit = await db().auditLog.findFirst({ where: { entityId: response.body.id, action: "user.created" } });
    expect(audit?.actorId).toBe(admin.user.id);
  });

  it("is admin only", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const body = { email: "x@example.com", password: "senha-forte-1", companyName: "X" };
    const forbidden = await api.post("/api/v1/users", { token: seller.access, body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe("FORBIDDEN");
    expect((await api.post("/api/v1/users", { body })).status).toBe(401);
  });
});

describe("GET /users/{id}", () => {
  it("shows a user to themselves and to admins, and hides others as 404", async () => {
    const a = await createUserAndLogin(api);
    const b = await createUserAndLogin(api);
    expect((await api.get(`/api/v1/users/${a.user.id}`, { token: a.access })).body.email).toBe(a.user.email);
    expect((await api.get(`/api/v1/users/${a.user.id}`, { token: admin.access })).status).toBe(200);
    const hidden = await api.get(`/api/v1/users/${a.user.id}`, { token: b.access });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe("NOT_FOUND");
    expect((await api.get(`/api/v1/users/${randomUUID()}`, { token: admin.access })).status).toBe(404);
  });

  it("answers a malformed id with 400", async () => {
    const response = await api.get("/api/v1/users/not-a-uuid", { token: admin.access });
    expect(response.status).toBe(400);
    expect(response.body.details[0].path).toBe("id");
  });
});

describe("PATCH /users/{id}", () => {
  it("lets a user change their own company name, and their e-mail only through its confirmation", async () => {
    const me = await createUserAndLogin(api);
    const response = await api.patch(`/api/v1/users/${me.user.id}`, {
      token: me.access,
      body: { companyName: "Nome Novo" },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ companyName: "Nome Novo", email: me.user.email });
    const email = await api.patch(`/api/v1/users/${me.user.id}`, {
      token: me.access,
      body: { email: "Novo.Email@example.com" },
    });
    expect(email.status).toBe(403);
    expect(email.body.message).toContain("/api/v1/users/me/email-changes");
  });

  it("forbids sellers from changing role or approval, even their own", async () => {
    const me = await createUserAndLogin(api);
    for (const body of [{ role: "admin" }, { approved: true }]) {
      const response = await api.patch(`/api/v1/users/${me.user.id}`, { token: me.access, body });
      expect(response.status).toBe(403);
    }
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).role).toBe("seller");
  });

  it("lets an admin approve a seller, recording before and after", async () => {
    const seller = await createUserAndLogin(api);
    const response = await api.patch(`/api/v1/users/${seller.user.id}`, {
      token: admin.access,
      body: { approved: true },
    });
    expect(response.body.approved).toBe(true);
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: seller.user.id, action: "user.updated" } });
    expect(audit).toMatchObject({ actorId: admin.user.id, before: { approved: false }, after: { approved: true } });
    expect(audit.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("refuses an email that another account uses, an empty body and unknown fields", async () => {
    const a = await createUserAndLogin(api);
    const b = await createUserAndLogin(api);
    expect(
      (await api.patch(`/api/v1/users/${a.user.id}`, { token: admin.access, body: { email: b.user.email } })).status,
    ).toBe(409);
    expect((await api.patch(`/api/v1/users/${a.user.id}`, { token: a.access, body: {} })).status).toBe(400);
    expect(
      (await api.patch(`/api/v1/users/${a.user.id}`, { token: a.access, body: { passwordHash: "x" } })).status,
    ).toBe(400);
    expect(
      (await api.patch(`/api/v1/users/${b.user.id}`, { token: a.access, body: { companyName: "Hack" } })).status,
    ).toBe(404);
  });
});

describe("DELETE /users/{id} and /admin/users/{id}", () => {
  it("soft-deletes: 204, tokens stop working, login refused, admin still sees the record", async () => {
    const seller = await createUserAndLogin(api);
    expect((await api.delete(`/api/v1/users/${seller.user.id}`, { token: admin.access })).status).toBe(204);
    expect((await api.get(`/api/v1/users/${seller.user.id}`, { token: seller.access })).status).toBe(401);
    expect((await api.post("/api/v1/auth/refresh", { body: { refresh: seller.refresh } })).status).toBe(401);
    expect((await login(seller.user.email, TEST_PASSWORD)).status).toBe(401);
    const record = await api.get(`/api/v1/users/${seller.user.id}`, { token: admin.access });
    expect(record.body.deletedAt).not.toBeNull();
    expect((await api.delete(`/api/v1/users/${seller.user.id}`, { token: admin.access })).status).toBe(404);
  });

  it("has an admin alias and is admin only", async () => {
    const seller = await createUserAndLogin(api);
    const other = await createUserAndLogin(api);
    expect((await api.delete(`/api/v1/admin/users/${other.user.id}`, { token: seller.access })).status).toBe(403);
    expect((await api.delete(`/api/v1/users/${other.user.id}`, { token: seller.access })).status).toBe(403);
    expect((await api.delete(`/api/v1/admin/users/${other.user.id}`, { token: admin.access })).status).toBe(204);
  });
});

describe("PATCH /users/{id}/password", () => {
  it("changes the password, ends old sessions and returns fresh tokens", async () => {
    const me = await createUserAndLogin(api);
    const wrong = await api.patch(`/api/v1/users/${me.user.id}/password`, {
      token: me.access,
      body: { currentPassword: "not-it", newPassword: "nova-senha-forte" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: "currentPassword", message: expect.any(String) }]);

    const changed = await api.patch(`/api/v1/users/${me.user.id}/password`, {
      token: me.access,
      body: { currentPassword: TEST_PASSWORD, newPassword: "nova-senha-forte" },
    });
    expect(changed.status).toBe(200);
    // Revocation is second-granular: wait out the second the change happened in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await api.get(`/api/v1/users/${me.user.id}`, { token: changed.body.tokens.access })).status).toBe(200);
    expect((await api.post("/api/v1/auth/refresh", { body: { refresh: me.refresh } })).status).toBe(401);
    expect((await login(me.user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(me.user.email, "nova-senha-forte")).status).toBe(200);
  });

  it("refuses an old access token issued before the change", async () => {
    const me = await createUserAndLogin(api);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await api.patch(`/api/v1/users/${me.user.id}/password`, {
      token: me.access,
      body: { currentPassword: TEST_PASSWORD, newPassword: "nova-senha-forte" },
    });
    expect((await api.get(`/api/v1/users/${me.user.id}`, { token: me.access })).status).toBe(401);
  });

  it("only works on your own account", async () => {
    const a = await createUserAndLogin(api);
    const b = await createUserAndLogin(api);
    const body = { currentPassword: TEST_PASSWORD, newPassword: "nova-senha-forte" };
    expect((await api.patch(`/api/v1/users/${b.user.id}/password`, { token: a.access, body })).status).toBe(404);
    expect((await api.patch(`/api/v1/users/${b.user.id}/password`, { token: admin.access, body })).status).toBe(404);
    expect(
      (
        await api.patch(`/api/v1/users/${a.user.id}/password`, {
          token: a.access,
          body: { ...body, newPassword: "curta" },
        })
      ).status,
    ).toBe(400);
  });
});

describe("the current password, asked again by a signed-in person", () => {
  it("takes ten wrong guesses in 15 minutes, then refuses even the right one, whichever change asks for it", async () => {
    const me = await createUserAndLogin(api);
    const changePassword = (currentPassword: string) =>
      api.patch(`/api/v1/users/${me.user.id}/password`, {
        token: me.access,
        body: { currentPassword, newPassword: "nova-senha-forte" },
      });
    // A right password gives its hit back, so it does not eat into the guesses.
    const email = { newEmail: `novo-${randomUUID()}@example.com`, currentPassword: TEST_PASSWORD };
    expect((await api.post("/api/v1/users/me/email-changes", { token: me.access, body: email })).status).toBe(202);
    for (let guess = 1; guess <= 10; guess++) expect((await changePassword(`palpite-${guess}`)).status).toBe(400);

    const limited = await changePassword(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same budget holds for the e-mail change, and the password is still the old one.
    expect((await api.post("/api/v1/users/me/email-changes", { token: me.access, body: email })).status).toBe(429);
    expect((await login(me.user.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe("GET /admin/members and PATCH /admin/members/update-role/{id}", () => {
  it("lists admins with pagination and validates the bounds", async () => {
    await createUserAndLogin(api, { role: "admin" });
    const page = await api.get("/api/v1/admin/members?page=1&perPage=1", { token: admin.access });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.perPage).toBe(1);
    expect(page.body.currentPage).toBe(1);
    expect(page.body.totalRecords).toBeGreaterThanOrEqual(2);
    expect(page.body.totalPages).toBe(page.body.totalRecords);
    expect(page.body.data.every((m: { role: string }) => m.role === "admin")).toBe(true);
    const beyond = await api.get(`/api/v1/admin/members?page=${page.body.totalPages + 1}&perPage=1`, {
      token: admin.access,
    });
    expect(beyond.body.data).toEqual([]);
    const defaults = await api.get("/api/v1/admin/members?page=undefined&perPage=", { token: admin.access });
    expect(defaults.body).toMatchObject({ currentPage: 1, perPage: 20 });
    for (const query of ["page=0", "perPage=0", "perPage=101", "page=abc", "page=1.5", "perPage=-1"]) {
      const bad = await api.get(`/api/v1/admin/members?${query}`, { token: admin.access });
      expect(bad.status, query).toBe(400);
      expect(bad.body.code).toBe("VALIDATION_FAILED");
    }
  });

  it("is admin only", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const response = await api.get("/api/v1/admin/members", { token: seller.access });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ statusCode: 403, code: "FORBIDDEN" });
    expect((await api.get("/api/v1/admin/members")).status).toBe(401);
  });

  it("promotes and demotes, but never removes the last admin", async () => {
    const seller = await createUserAndLogin(api);
    const promoted = await api.patch(`/api/v1/admin/members/update-role/${seller.user.id}`, {
      token: admin.access,
      body: { newRole: "admin" },
    });
    expect(promoted.body.role).toBe("admin");
    // The promoted user's existing token now carries admin rights: roles are read per request.
    expect((await api.get("/api/v1/admin/members", { token: seller.access })).status).toBe(200);
    const demoted = await api.patch(`/api/v1/admin/members/update-role/${seller.user.id}`, {
      token: admin.access,
      body: { newRole: "seller" },
    });
    expect(demoted.body.role).toBe("seller");
    expect((await api.get("/api/v1/admin/members", { token: seller.access })).status).toBe(403);
    expect(
      (
        await api.patch(`/api/v1/admin/members/update-role/${seller.user.id}`, {
          token: admin.access,
          body: { newRole: "root" },
        })
      ).status,
    ).toBe(400);

    // One who was created an admin owns a seller account of their own once demoted, and acts in it.
    const born = await createUserAndLogin(api, { role: "admin" });
    await api.patch(`/api/v1/admin/members/update-role/${born.user.id}`, {
      token: admin.access,
      body: { newRole: "seller" },
    });
    expect((await api.get("/api/v1/team/members", { token: born.access })).body.data).toMatchObject([
      { userId: born.user.id, role: "owner" },
    ]);

    await db().user.updateMany({ where: { role: "admin", id: { not: admin.user.id } }, data: { role: "seller" } });
    const last = await api.patch(`/api/v1/admin/members/update-role/${admin.user.id}`, {
      token: admin.access,
      body: { newRole: "seller" },
    });
    expect(last.status).toBe(422);
    expect(last.body.code).toBe("LAST_ADMIN");
    expect((await api.delete(`/api/v1/users/${admin.user.id}`, { token: admin.access })).status).toBe(422);
  });
});
