import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { auditActions, createSubmittedEnterprise } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";
import { newLinkHash } from "./hash";

vi.mock("./hash", async (importOriginal) => {
  const real = await importOriginal<typeof import("./hash")>();
  return { newLinkHash: vi.fn(real.newLinkHash) };
});

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const approvedSeller = () => createUserAndLogin(api, { approved: true });
const BODY = { description: "Camiseta azul", amount: "150.50" };

const createLink = (token: string, body: unknown = BODY, headers: Record<string, string> = {}) =>
  api.post("/api/v1/payment-links", { token, body, headers });

describe("POST /payment-links", () => {
  it("creates an active link with a random URL-safe hash and its checkout url", async () => {
    const seller = await approvedSeller();
    const response = await createLink(seller.access);
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual([
      "amount",
      "createdAt",
      "description",
      "expiresAt",
      "firstChargeAt",
      "hash",
      "id",
      "maxPayments",
      "purchaser",
      "qtdPayments",
      "sellerId",
      "status",
      "url",
    ]);
    expect(response.body).toMatchObject({
      description: "Camiseta azul",
      amount: 150.5,
      status: "ACTIVE",
      qtdPayments: 0,
      purchaser: "sandbox",
      sellerId: seller.user.id,
    });
    expect(response.body.hash).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(response.body.url).toBe(`${env().APP_URL}/checkout/${response.body.hash}`);
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: response.body.id } })).amount).toBe(15_050);
    expect(await auditActions(response.body.id)).toEqual(["payment_link.created"]);

    const other = await createLink(seller.access);
    expect(other.body.hash).not.toBe(response.body.hash);
  });

  it("draws another hash when the first is taken", async () => {
    const seller = await approvedSeller();
    const taken = await createLink(seller.access);
    vi.mocked(newLinkHash).mockReturnValueOnce(taken.body.hash);
    const response = await createLink(seller.access);
    expect(response.status).toBe(201);
    expect(response.body.hash).not.toBe(taken.body.hash);
    expect(await db().paymentLink.count({ where: { sellerId: seller.user.id } })).toBe(2);
  });

  it.each([
    [{ description: "x", amount: 0.99 }, "amount"],
    [{ description: "x", amount: "1.001" }, "amount"],
    [{ description: "x", amount: 1_000_000.01 }, "amount"],
    [{ description: "x", amount: -5 }, "amount"],
    [{ description: "  ", amount: 10 }, "description"],
    [{ description: "x".repeat(201), amount: 10 }, "description"],
    [{ amount: 10 }, "description"],
    [{ description: "x", amount: 10, sellerId: randomUUID() }, "sellerId"],
  ])("refuses %j with 400 at %s", async (body, path) => {
    const seller = await approvedSeller();
    const response = await createLink(seller.access, body);
    expect(response.status).toBe(400);
    expect(response.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await db().paymentLink.count({ where: { sellerId: seller.user.id } })).toBe(0);
  });

  it("accepts exactly R$ 1,00", async () => {
    expect((await createLink((await approvedSeller()).access, { description: "Mínimo", amount: 1 })).body.amount).toBe(
      1,
    );
  });

  it("is for approved sellers only", async () => {
    const unapproved = await createUserAndLogin(api, { approved: false });
    const refused = await createLink(unapproved.access);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("SELLER_NOT_APPROVED");
    const asAdmin = await createLink(admin.access);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.code).toBe("FORBIDDEN");
    expect((await api.post("/api/v1/payment-links", { body: BODY })).status).toBe(401);
    expect(await db().paymentLink.count({ where: { sellerId: { in: [unapproved.user.id, admin.user.id] } } })).toBe(0);
  });
});

describe("idempotent creation", () => {
  it("answers the same link again for the same key and body, with one row", async () => {
    const seller = await approvedSeller();
    const headers = { "idempotency-key": `key-${randomUUID()}` };
    const first = await createLink(seller.access, BODY, headers);
    const second = await createLink(seller.access, { amount: "150.50", description: "Camiseta azul" }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await db().paymentLink.count({ where: { sellerId: seller.user.id } })).toBe(1);
  });

  it("refuses the same key with another body (409) and keeps keys per seller", async () => {
    const seller = await approvedSeller();
    const headers = { "idempotency-key": "pedido-42" };
    await createLink(seller.access, BODY, headers);
    const reused = await createLink(seller.access, { ...BODY, amount: 99 }, headers);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe("IDEMPOTENCY_KEY_REUSED");

    const someoneElse = await approvedSeller();
    const theirs = await createLink(someoneElse.access, BODY, headers);
    expect(theirs.status).toBe(201);
    expect(theirs.body.sellerId).toBe(someoneElse.user.id);
    expect(await db().paymentLink.count({ where: { sellerId: { in: [seller.user.id, someoneElse.user.id] } } })).toBe(
      2,
    );
  });

  it("creates one link for five concurrent requests with one key", async () => {
    const seller = await approvedSeller();
    const headers = { "idempotency-key": `burst-${randomUUID()}` };
    const responses = await Promise.all(Array.from({ length: 5 }, () => createLink(seller.access, BODY, headers)));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
    expect(await db().paymentLink.count({ where: { sellerId: seller.user.id } })).toBe(1);
  });

  it("refuses a malformed key", async () => {
    const seller = await approvedSeller();
    const response = await createLink(seller.access, BODY, { "idempotency-key": "x".repeat(256) });
    expect(response.status).toBe(400);
    expect(response.body.details[0].path).toBe("Idempotency-Key");
  });
});

describe("GET /payment-links", () => {
  it("lists only the caller's links, newest first, paged and filtered by status", async () => {
    const seller = await approvedSeller();
    const ids: string[] = [];
    for (const description of ["um", "dois", "três"])
      ids.push((await createLink(seller.access, { description, amount: 10 })).body.id);
    await createLink((await approvedSeller()).access);
    await api.delete(`/api/v1/payment-links/${ids[0]}`, { token: seller.access });

    const all = await api.get("/api/v1/payment-links", { token: seller.access });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalRecords: 3, totalPages: 1, currentPage: 1, perPage: 20 });
    expect(all.body.data.map((link: { id: string }) => link.id)).toEqual([...ids].reverse());

    const paged = await api.get("/api/v1/payment-links?perPage=2&page=2", { token: seller.access });
    expect(paged.body.data.map((link: { id: string }) => link.id)).toEqual([ids[0]]);
    expect(paged.body.totalPages).toBe(2);

    const inactive = await api.get("/api/v1/payment-links?status=INACTIVE", { token: seller.access });
    expect(inactive.body.data.map((link: { id: string; status: string }) => [link.id, link.status])).toEqual([
      [ids[0], "INACTIVE"],
    ]);
    const active = await api.get("/api/v1/payment-links?status=ACTIVE&page=undefined", { token: seller.access });
    expect(active.body.totalRecords).toBe(2);
  });

  it("refuses bad filters, unapproved sellers and anonymous callers", async () => {
    const seller = await approvedSeller();
    expect((await api.get("/api/v1/payment-links?status=PAID", { token: seller.access })).status).toBe(400);
    expect((await api.get("/api/v1/payment-links?page=0", { token: seller.access })).status).toBe(400);
    const unapproved = await createUserAndLogin(api);
    expect((await api.get("/api/v1/payment-links", { token: unapproved.access })).body.code).toBe(
      "SELLER_NOT_APPROVED",
    );
    expect((await api.get("/api/v1/payment-links")).status).toBe(401);
  });
});

describe("GET /payment-links/{hash}", () => {
  it("shows the checkout view without a token and without seller internals", async () => {
    const seller = await approvedSeller();
    const link = (await createLink(seller.access)).body;
    const response = await api.get(`/api/v1/payment-links/${link.hash}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      hash: link.hash,
      description: "Camiseta azul",
      amount: 150.5,
      status: "ACTIVE",
      availability: "AVAILABLE",
      expiresAt: null,
      sellerName: "Empresa Teste Ltda",
    });
    const raw = JSON.stringify(response.body);
    expect(raw).not.toContain(seller.user.id);
    expect(raw).not.toContain(seller.user.email);
    expect(raw).not.toContain(link.id);
  });

  it("names the seller by the approved enterprise's commercial name", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access, { commercialName: "Doces da Vovó" });
    expect((await api.post(`/api/v1/admin/enterprises/${enterprise.id}/approve`, { token: admin.access })).status).toBe(
      200,
    );
    const link = (await createLink(seller.access)).body;
    expect((await api.get(`/api/v1/payment-links/${link.hash}`)).body.sellerName).toBe("Doces da Vovó");
  });

  it("still shows an inactive link, with its status", async () => {
    const seller = await approvedSeller();
    const link = (await createLink(seller.access)).body;
    await api.delete(`/api/v1/payment-links/${link.id}`, { token: seller.access });
    const response = await api.get(`/api/v1/payment-links/${link.hash}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: "INACTIVE", availability: "INACTIVE" });
  });

  it("answers 404 for an unknown hash and for a link id", async () => {
    const seller = await approvedSeller();
    const link = (await createLink(seller.access)).body;
    for (const ref of ["naoexiste12345678", link.id]) {
      const response = await api.get(`/api/v1/payment-links/${ref}`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("NOT_FOUND");
    }
  });
});

describe("DELETE /payment-links/{id}", () => {
  it("deactivates the owner's link once, audited, and answers 204 again after", async () => {
    const seller = await approvedSeller();
    const link = (await createLink(seller.access)).body;
    const response = await api.delete(`/api/v1/payment-links/${link.id}`, { token: seller.access });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    const row = await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.status).toBe("INACTIVE");
    expect(row.deactivatedAt).not.toBeNull();

    expect((await api.delete(`/api/v1/payment-links/${link.id}`, { token: seller.access })).status).toBe(204);
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).deactivatedAt).toEqual(
      row.deactivatedAt,
    );
    expect(await auditActions(link.id)).toEqual(["payment_link.created", "payment_link.deactivated"]);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: link.id, action: "payment_link.deactivated" },
    });
    expect(audit.actorId).toBe(seller.user.id);
  });

  it("hides another seller's link as 404 and leaves it active", async () => {
    const owner = await approvedSeller();
    const intruder = await approvedSeller();
    const link = (await createLink(owner.access)).body;
    const response = await api.delete(`/api/v1/payment-links/${link.id}`, { token: intruder.access });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("NOT_FOUND");
    expect((await api.delete(`/api/v1/payment-links/${link.id}`, { token: admin.access })).status).toBe(403);
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).status).toBe("ACTIVE");
  });

  it("answers 400 for a malformed id, 404 for an unknown one, 401 without a token", async () => {
    const seller = await approvedSeller();
    const link = (await createLink(seller.access)).body;
    const malformed = await api.delete(`/api/v1/payment-links/${link.hash}`, { token: seller.access });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details[0].path).toBe("ref");
    expect((await api.delete(`/api/v1/payment-links/${randomUUID()}`, { token: seller.access })).status).toBe(404);
    expect((await api.delete(`/api/v1/payment-links/${link.id}`)).status).toBe(401);
  });
});
