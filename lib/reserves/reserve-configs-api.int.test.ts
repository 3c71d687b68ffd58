import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";
import { reserveConfigOf } from "./service";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const PRECAUTIONARY_DEFAULTS = { newSellerDays: 30, newSellerHoldAbove: 100_000, newSellerHoldHours: 72 };
const DEFAULTS_JSON = {
  percentage: 0,
  days: 0,
  isActive: true,
  newSellerDays: 30,
  newSellerHoldAbove: 1000,
  newSellerHoldHours: 72,
};
const path = (sellerId: string) => `/api/v1/admin/reserve-configs/${sellerId}`;
const put = (sellerId: string, body: unknown, token = admin.access) => api.put(path(sellerId), { token, body });

describe("GET /admin/reserve-configs/{sellerId}", () => {
  it("shows the defaults for a seller without a configuration", async () => {
    const seller = await createUserAndLogin(api);
    const response = await api.get(path(seller.user.id), { token: admin.access });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sellerId: seller.user.id, ...DEFAULTS_JSON, updatedAt: null });
    expect(await reserveConfigOf(direct, seller.user.id)).toEqual({
      percentage: 0,
      days: 0,
      isActive: true,
      ...PRECAUTIONARY_DEFAULTS,
    });
  });

  it("answers 404 for non-sellers, 400 for a malformed id, 401 and 403 for non-admins", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const deleted = await createUserAndLogin(api);
    await db().user.update({ where: { id: deleted.user.id }, data: { deletedAt: new Date() } });
    for (const id of [randomUUID(), admin.user.id, deleted.user.id]) {
      const response = await api.get(path(id), { token: admin.access });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("NOT_FOUND");
    }
    expect((await api.get(path("abc"), { token: admin.access })).body.details[0].path).toBe("sellerId");
    expect((await api.get(path(seller.user.id))).status).toBe(401);
    expect((await api.get(path(seller.user.id), { token: seller.access })).status).toBe(403);
  });
});

describe("PUT /admin/reserve-configs/{sellerId}", () => {
  it("creates a configuration, stores millionths, and audits it; the payments code reads it", async () => {
    const seller = await createUserAndLogin(api);
    const response = await put(seller.user.id, { percentage: "10.5", days: 30 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ sellerId: seller.user.id, percentage: 10.5, days: 30, isActive: true });
    expect(response.body.updatedAt).not.toBeNull();
    expect(await reserveConfigOf(direct, seller.user.id)).toEqual({
      percentage: 105_000,
      days: 30,
      isActive: true,
      ...PRECAUTIONARY_DEFAULTS,
    });
    expect((await api.get(path(seller.user.id), { token: admin.access })).body).toEqual(response.body);

    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: seller.user.id, action: "reserve_config.updated" },
    });
    expect(audit.actorId).toBe(admin.user.id);
    expect(audit.before).toMatchObject({ percentage: 0, days: 0, updatedAt: null });
    expect(audit.after).toMatchObject({ percentage: 10.5, days: 30 });
  });

  it("updates, keeping isActive when absent", async () => {
    const seller = await createUserAndLogin(api);
    await put(seller.user.id, { percentage: 5, days: 10, isActive: false });
    const response = await put(seller.user.id, { percentage: 0.0001, days: 365 });
    expect(response.body).toMatchObject({ percentage: 0.0001, days: 365, isActive: false });
    expect(await reserveConfigOf(direct, seller.user.id)).toEqual({
      percentage: 1,
      days: 365,
      isActive: false,
      ...PRECAUTIONARY_DEFAULTS,
    });
    const audits = await db().auditLog.findMany({
      where: { entityId: seller.user.id, action: "reserve_config.updated" },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => [a.before, a.after])).toMatchObject([
      [{ percentage: 0 }, { percentage: 5, isActive: false }],
      [
        { percentage: 5, days: 10 },
        { percentage: 0.0001, days: 365 },
      ],
    ]);
  });

  it("keeps one row and answers every request when admins write at once", async () => {
    const seller = await createUserAndLogin(api);
    const responses = await Promise.all([1, 2, 3, 4, 5].map((days) => put(seller.user.id, { percentage: 1, days })));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await db().reserveConfig.count({ where: { sellerId: seller.user.id } })).toBe(1);
    const audits = await db().auditLog.findMany({ where: { entityId: seller.user.id } });
    const afters = audits.map((a) => JSON.stringify(a.after));
    // Serialised writes form one chain: one saw the defaults, each other saw a distinct earlier write.
    const fromDefaults = audits.filter((a) => (a.before as { updatedAt: string | null }).updatedAt === null);
    expect(fromDefaults).toHaveLength(1);
    const sawWrites = audits.filter((a) => a !== fromDefaults[0]).map((a) => JSON.stringify(a.before));
    expect(new Set(sawWrites).size).toBe(4);
    for (const before of sawWrites) expect(afters).toContain(before);
  });

  it("sets the precautionary hold's days, amount and hours, keeping those absent", async () => {
    const seller = await createUserAndLogin(api);
    await put(seller.user.id, { percentage: 0, days: 0, newSellerDays: 15, newSellerHoldAbove: "2500.50" });
    const response = await put(seller.user.id, { percentage: 0, days: 0, newSellerHoldHours: 24 });
    expect(response.body).toMatchObject({ newSellerDays: 15, newSellerHoldAbove: 2500.5, newSellerHoldHours: 24 });
    expect(await reserveConfigOf(direct, seller.user.id)).toMatchObject({
      newSellerDays: 15,
      newSellerHoldAbove: 250_050,
      newSellerHoldHours: 24,
    });
  });

  it.each([
    [{ percentage: 1, days: 1, newSellerHoldHours: 73 }, "newSellerHoldHours"],
    [{ percentage: 1, days: 1, newSellerHoldHours: 0 }, "newSellerHoldHours"],
    [{ percentage: 1, days: 1, newSellerDays: -1 }, "newSellerDays"],
    [{ percentage: 1, days: 1, newSellerHoldAbove: "abc" }, "newSellerHoldAbove"],
    [{ percentage: 100.5, days: 1 }, "percentage"],
    [{ percentage: -1, days: 1 }, "percentage"],
    [{ percentage: 1.00001, days: 1 }, "percentage"],
    [{ days: 1 }, "percentage"],
    [{ percentage: 1, days: 366 }, "days"],
    [{ percentage: 1, days: 1.5 }, "days"],
    [{ percentage: 1, days: "7" }, "days"],
    [{ percentage: 1 }, "days"],
    [{ percentage: 1, days: 1, sellerId: randomUUID() }, "sellerId"],
    [{ percentage: 1, days: 1, isActive: "yes" }, "isActive"],
  ])("refuses %j with 400 at %s", async (body, field) => {
    const seller = await createUserAndLogin(api);
    const response = await put(seller.user.id, body);
    expect(response.status).toBe(400);
    expect(response.body.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await db().reserveConfig.count({ where: { sellerId: seller.user.id } })).toBe(0);
  });

  it("answers 404 for non-sellers and 403 for sellers", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    expect((await put(admin.user.id, { percentage: 1, days: 1 })).status).toBe(404);
    expect((await put(randomUUID(), { percentage: 1, days: 1 })).status).toBe(404);
    expect((await put(seller.user.id, { percentage: 1, days: 1 }, seller.access)).status).toBe(403);
    expect(await db().reserveConfig.count({ where: { sellerId: seller.user.id } })).toBe(0);
  });
});

describe("GET /admin/reserve-configs", () => {
  it("lists every live seller, newest first, with their configuration or the defaults", async () => {
    const configured = await createUserAndLogin(api);
    const plain = await createUserAndLogin(api);
    const deleted = await createUserAndLogin(api);
    await db().user.update({ where: { id: deleted.user.id }, data: { deletedAt: new Date() } });
    await put(configured.user.id, { percentage: 2.5, days: 14 });

    const liveSellers = await db().user.count({ where: { role: "seller", deletedAt: null } });
    const response = await api.get("/api/v1/admin/reserve-configs?perPage=100", { token: admin.access });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalRecords: liveSellers, currentPage: 1, perPage: 100 });
    const ids = response.body.data.map((c: { sellerId: string }) => c.sellerId);
    expect(ids.slice(0, 2)).toEqual([plain.user.id, configured.user.id]);
    expect(ids).not.toContain(deleted.user.id);
    expect(ids).not.toContain(admin.user.id);
    expect(response.body.data[0]).toEqual({ sellerId: plain.user.id, ...DEFAULTS_JSON, updatedAt: null });
    expect(response.body.data[1]).toMatchObject({
      sellerId: configured.user.id,
      percentage: 2.5,
      days: 14,
      isActive: true,
    });

    const second = await api.get("/api/v1/admin/reserve-configs?perPage=1&page=2", { token: admin.access });
    expect(second.body.data.map((c: { sellerId: string }) => c.sellerId)).toEqual([configured.user.id]);
  });

  it("is admin only and checks paging", async () => {
    const seller = await createUserAndLogin(api);
    expect((await api.get("/api/v1/admin/reserve-configs", { token: seller.access })).status).toBe(403);
    expect((await api.get("/api/v1/admin/reserve-configs")).status).toBe(401);
    expect((await api.get("/api/v1/admin/reserve-configs?perPage=0", { token: admin.access })).status).toBe(400);
  });
});
