import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { activeDefaultFees, listDefaultFees } from "@/lib/fees/service";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const FEE_KEYS = [
  "createdAt",
  "description",
  "feeType",
  "feeValue",
  "id",
  "isActive",
  "sellerId",
  "target",
  "updatedAt",
];

/** The platform defaults seeded by the migration. */
const DEFAULTS = [
  { sellerId: null, target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 0.5 },
  { sellerId: null, target: "SERVICE", feeType: "FIXED", feeValue: 1.5 },
  { sellerId: null, target: "SERVICE", feeType: "PERCENTAGE", feeValue: 0.99 },
];

const createFee = (body: unknown, token = admin.access, path = "/api/v1/fees") => api.post(path, { token, body });

function summary(fees: { sellerId: string | null; target: string; feeType: string; feeValue: number }[]) {
  return fees
    .map(({ sellerId, target, feeType, feeValue }) => ({ sellerId, target, feeType, feeValue }))
    .sort((a, b) => `${a.target}${a.feeType}${a.feeValue}`.localeCompare(`${b.target}${b.feeType}${b.feeValue}`));
}

describe("POST /fees and /admin/fees", () => {
  it("creates a seller's percentage fee, stores millionths, and audits it", async () => {
    const seller = await createUserAndLogin(api);
    const response = await createFee({
      sellerId: seller.user.id,
      target: "GATEWAY",
      feeType: "PERCENTAGE",
      feeValue: "0.7525",
      description: " Gateway negociado ",
    });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(FEE_KEYS);
    expect(response.body).toMatchObject({
      sellerId: seller.user.id,
      target: "GATEWAY",
      feeType: "PERCENTAGE",
      feeValue: 0.7525,
      description: "Gateway negociado",
      isActive: true,
    });
    expect((await db().fee.findUniqueOrThrow({ where: { id: response.body.id } })).feeValue).toBe(7_525);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: response.body.id, action: "fee.created" },
    });
    expect(audit.actorId).toBe(admin.user.id);
    expect(audit.after).toMatchObject({ feeValue: 0.7525, sellerId: seller.user.id });
  });

  it("creates an inactive platform default through the admin alias, target SERVICE when omitted, FIXED in reais", async () => {
    const response = await createFee(
      { feeType: "FIXED", feeValue: 2.5, isActive: false },
      admin.access,
      "/api/v1/admin/fees",
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      sellerId: null,
      target: "SERVICE",
      feeType: "FIXED",
      feeValue: 2.5,
      description: null,
      isActive: false,
    });
    expect((await db().fee.findUniqueOrThrow({ where: { id: response.body.id } })).feeValue).toBe(250);
  });

  it.each([
    [{ feeType: "PERCENTAGE", feeValue: 100.0001 }, "feeValue"],
    [{ feeType: "PERCENTAGE", feeValue: 0.00001 }, "feeValue"],
    [{ feeType: "PERCENTAGE", feeValue: 0 }, "feeValue"],
    [{ feeType: "FIXED", feeValue: "1.999" }, "feeValue"],
    [{ feeType: "FIXED", feeValue: -1 }, "feeValue"],
    [{ feeType: "FIXED", feeValue: 0 }, "feeValue"],
    [{ feeType: "FIXED", feeValue: "abc" }, "feeValue"],
    [{ feeValue: 1 }, "feeType"],
    [{ feeType: "FIXED" }, "feeValue"],
    [{ feeType: "FIXED", feeValue: 1, target: "OTHER" }, "target"],
    [{ feeType: "FIXED", feeValue: 1, sellerId: "nope" }, "sellerId"],
    [{ feeType: "FIXED", feeValue: 1, amount: 5 }, "amount"],
    [{ feeType: "FIXED", feeValue: 1, description: "x".repeat(201) }, "description"],
  ])("refuses %j with 400 at %s", async (body, path) => {
    const response = await createFee(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("VALIDATION_FAILED");
    expect(response.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("answers 404 when sellerId is not a live seller", async () => {
    for (const sellerId of [randomUUID(), admin.user.id]) {
      const response = await createFee({ sellerId, feeType: "FIXED", feeValue: 1 });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("NOT_FOUND");
    }
    const deleted = await createUserAndLogin(api);
    await db().user.update({ where: { id: deleted.user.id }, data: { deletedAt: new Date() } });
    expect((await createFee({ sellerId: deleted.user.id, feeType: "FIXED", feeValue: 1 })).status).toBe(404);
  });

  it("is admin only", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const body = { feeType: "FIXED", feeValue: 1 };
    for (const path of ["/api/v1/fees", "/api/v1/admin/fees"]) {
      expect((await api.post(path, { body })).status).toBe(401);
      const forbidden = await createFee(body, seller.access, path);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe("FORBIDDEN");
    }
  });
});

describe("PUT /fees/{id} and /admin/fees/{id}", () => {
  async function sellerFee() {
    const seller = await createUserAndLogin(api);
    const created = await createFee({ sellerId: seller.user.id, feeType: "PERCENTAGE", feeValue: 1 });
    return { seller, fee: created.body };
  }

  it("updates part of a fee, reading feeValue in the current type, and audits before and after", async () => {
    const { fee } = await sellerFee();
    const response = await api.put(`/api/v1/fees/${fee.id}`, {
      token: admin.access,
      body: { feeValue: 1.25, description: "Renegociada" },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: fee.id,
      feeType: "PERCENTAGE",
      feeValue: 1.25,
      description: "Renegociada",
      target: "SERVICE",
      isActive: true,
    });
    expect((await db().fee.findUniqueOrThrow({ where: { id: fee.id } })).feeValue).toBe(12_500);
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: fee.id, action: "fee.updated" } });
    expect(audit.actorId).toBe(admin.user.id);
    expect(audit.before).toMatchObject({ feeValue: 1, description: null });
    expect(audit.after).toMatchObject({ feeValue: 1.25, description: "Renegociada" });
  });

  it("changes the type with a value in the new type's units, and the target, through the admin alias", async () => {
    const { fee } = await sellerFee();
    const response = await api.put(`/api/v1/admin/fees/${fee.id}`, {
      token: admin.access,
      body: { feeType: "FIXED", feeValue: "3.10", target: "GATEWAY", isActive: false },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ feeType: "FIXED", feeValue: 3.1, target: "GATEWAY", isActive: false });
    expect((await db().fee.findUniqueOrThrow({ where: { id: fee.id } })).feeValue).toBe(310);
  });

  it("refuses bad bodies with 400 and leaves the fee alone", async () => {
    const { fee } = await sellerFee();
    for (const [body, path] of [
      [{ feeType: "FIXED" }, "feeValue"],
      [{ feeValue: 101 }, "feeValue"],
      [{ sellerId: randomUUID() }, "sellerId"],
      [{}, ""],
    ] as const) {
      const response = await api.put(`/api/v1/fees/${fee.id}`, { token: admin.access, body });
      expect(response.status).toBe(400);
      expect(response.body.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await db().fee.findUniqueOrThrow({ where: { id: fee.id } })).feeValue).toBe(10_000);
  });

  it("answers 404 for an unknown fee, 400 for a malformed id, 401 and 403 for non-admins", async () => {
    const { seller, fee } = await sellerFee();
    const body = { isActive: false };
    expect((await api.put(`/api/v1/fees/${randomUUID()}`, { token: admin.access, body })).status).toBe(404);
    expect((await api.put("/api/v1/admin/fees/123", { token: admin.access, body })).status).toBe(400);
    expect((await api.put(`/api/v1/fees/${fee.id}`, { body })).status).toBe(401);
    expect((await api.put(`/api/v1/fees/${fee.id}`, { token: seller.access, body })).status).toBe(403);
    expect((await db().fee.findUniqueOrThrow({ where: { id: fee.id } })).isActive).toBe(true);
  });
});

describe("effective fees of a seller", () => {
  it("are the platform defaults for a seller without fees of their own", async () => {
    const seller = await createUserAndLogin(api);
    const response = await api.get("/api/v1/fees/me", { token: seller.access });
    expect(response.status).toBe(200);
    expect(response.body.sellerId).toBe(seller.user.id);
    expect(summary(response.body.fees)).toEqual(DEFAULTS);
  });

  it("replace the defaults of a target only with the seller's own active fees", async () => {
    const seller = await createUserAndLogin(api);
    await createFee({ sellerId: seller.user.id, target: "SERVICE", feeType: "PERCENTAGE", feeValue: 0.5 });
    await createFee({ sellerId: seller.user.id, target: "GATEWAY", feeType: "FIXED", feeValue: 0.1, isActive: false });
    const other = await createUserAndLogin(api);
    await createFee({ sellerId: other.user.id, target: "GATEWAY", feeType: "FIXED", feeValue: 9 });

    const mine = await api.get("/api/v1/fees/me", { token: seller.access });
    expect(summary(mine.body.fees)).toEqual([
      DEFAULTS[0],
      { sellerId: seller.user.id, target: "SERVICE", feeType: "PERCENTAGE", feeValue: 0.5 },
    ]);

    const page = await api.get("/api/v1/fees?perPage=1&page=2", { token: seller.access });
    expect(page.body).toMatchObject({ totalRecords: 2, totalPages: 2, currentPage: 2, perPage: 1 });
    expect(page.body.data).toHaveLength(1);
    const all = await api.get(`/api/v1/fees?sellerId=${other.user.id}`, { token: seller.access });
    expect(summary(all.body.data)).toEqual(summary(mine.body.fees));
  });

  it("are for sellers: /fees/me refuses admins and anonymous callers", async () => {
    expect((await api.get("/api/v1/fees/me", { token: admin.access })).status).toBe(403);
    expect((await api.get("/api/v1/fees/me")).status).toBe(401);
    expect((await api.get("/api/v1/fees")).status).toBe(401);
  });
});

describe("admin fee lists", () => {
  it("list every fee, newest first, optionally of one seller, on both paths", async () => {
    const seller = await createUserAndLogin(api);
    const first = await createFee({ sellerId: seller.user.id, feeType: "FIXED", feeValue: 1 });
    const second = await createFee({ sellerId: seller.user.id, feeType: "PERCENTAGE", feeValue: 2, isActive: false });
    for (const path of ["/api/v1/fees", "/api/v1/admin/fees"]) {
      const filtered = await api.get(`${path}?sellerId=${seller.user.id}`, { token: admin.access });
      expect(filtered.status).toBe(200);
      expect(filtered.body).toMatchObject({ totalRecords: 2, totalPages: 1, currentPage: 1, perPage: 20 });
      expect(filtered.body.data.map((fee: { id: string }) => fee.id)).toEqual([second.body.id, first.body.id]);
      const everything = await api.get(`${path}?perPage=100`, { token: admin.access });
      expect(everything.body.totalRecords).toBe(await db().fee.count());
      expect(
        everything.body.data.filter((fee: { sellerId: string | null }) => fee.sellerId === null).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it("refuse bad queries and non-admins", async () => {
    const seller = await createUserAndLogin(api);
    expect((await api.get("/api/v1/admin/fees?perPage=101", { token: admin.access })).status).toBe(400);
    expect((await api.get("/api/v1/admin/fees?sellerId=x", { token: admin.access })).status).toBe(400);
    expect((await api.get("/api/v1/admin/fees", { token: seller.access })).status).toBe(403);
    expect((await api.get("/api/v1/admin/fees")).status).toBe(401);
  });
});

describe("GET /admin/fees/{id}", () => {
  it("answers a fee by its id", async () => {
    const seller = await createUserAndLogin(api);
    const created = await createFee({ sellerId: seller.user.id, feeType: "FIXED", feeValue: 1 });
    const response = await api.get(`/api/v1/admin/fees/${created.body.id}`, { token: admin.access });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(created.body);
  });

  it("answers a seller's effective fees given the seller's id", async () => {
    const seller = await createUserAndLogin(api);
    await createFee({ sellerId: seller.user.id, target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 0.3 });
    const response = await api.get(`/api/v1/admin/fees/${seller.user.id}`, { token: admin.access });
    expect(response.status).toBe(200);
    expect(response.body.sellerId).toBe(seller.user.id);
    expect(summary(response.body.fees)).toEqual([
      { sellerId: seller.user.id, target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 0.3 },
      DEFAULTS[1],
      DEFAULTS[2],
    ]);
  });

  it("answers 404 for other ids, 400 for a malformed one, 403 for sellers", async () => {
    const seller = await createUserAndLogin(api);
    expect((await api.get(`/api/v1/admin/fees/${randomUUID()}`, { token: admin.access })).status).toBe(404);
    expect((await api.get(`/api/v1/admin/fees/${admin.user.id}`, { token: admin.access })).status).toBe(404);
    expect((await api.get("/api/v1/admin/fees/abc", { token: admin.access })).status).toBe(400);
    expect((await api.get(`/api/v1/admin/fees/${seller.user.id}`, { token: seller.access })).status).toBe(403);
  });
});

describe("the admin's default-fees page reads", () => {
  it("pages through the platform defaults only, active first, and previews with every active default", async () => {
    const seller = await createUserAndLogin(api);
    await createFee({ sellerId: seller.user.id, target: "SERVICE", feeType: "FIXED", feeValue: 3 });
    await createFee({ feeType: "FIXED", feeValue: 4.25, isActive: false }, admin.access, "/api/v1/admin/fees");

    const all = await listDefaultFees(sessionActor(admin.user), { page: 1, perPage: 100 });
    expect(all.data.every((fee) => fee.sellerId === null)).toBe(true);
    expect(all.totalRecords).toBe(await db().fee.count({ where: { sellerId: null } }));
    const firstInactive = all.data.findIndex((fee) => !fee.isActive);
    expect(firstInactive).toBeGreaterThan(0);
    expect(all.data.slice(firstInactive).every((fee) => !fee.isActive)).toBe(true);
    expect(all.data.some((fee) => fee.feeValue === 4.25)).toBe(true);

    const second = await listDefaultFees(sessionActor(admin.user), { page: 2, perPage: 1 });
    expect(second.data).toEqual([all.data[1]]);

    const active = await activeDefaultFees(sessionActor(admin.user));
    expect(active.map((fee) => fee.id).sort()).toEqual(
      all.data
        .filter((fee) => fee.isActive)
        .map((fee) => fee.id)
        .sort(),
    );
  });
});
