import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { sessionCookie } from "@/lib/testing/next-auth";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;
let origin: string;

beforeAll(async () => {
  origin = (await startApiServer()).baseUrl;
  api = apiClient(origin);
});

const maria = {
  name: "Maria Silva",
  email: "maria@example.com",
  phone: "(11) 98765-4321",
  documentType: "cpf",
  documentNumber: "529.982.247-25",
};

describe("customers", () => {
  it("creates one per document, lists, finds by document digits, reads and edits it", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const created = await api.post("/api/v1/customers", { token: seller.access, body: maria });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Maria Silva",
      documentType: "CPF",
      documentNumber: "52998224725",
      sellerId: seller.user.id,
    });

    const again = await api.post("/api/v1/customers", {
      token: seller.access,
      body: { ...maria, name: "Outra Maria" },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("CUSTOMER_ALREADY_EXISTS");
    const audit = (action: string) =>
      db().auditLog.findMany({ where: { entityId: created.body.id, action }, orderBy: { createdAt: "asc" } });
    expect(await audit("customer.created")).toMatchObject([
      {
        actorId: seller.user.id,
        entityType: "customer",
        after: { name: "Maria Silva", documentNumber: "52998224725" },
      },
    ]);

    const found = await api.get("/api/v1/customers?search=529.982", { token: seller.access });
    expect(found.body).toMatchObject({ totalRecords: 1, data: [{ id: created.body.id }] });

    const edited = await api.patch(`/api/v1/customers/${created.body.id}`, {
      token: seller.access,
      body: { name: "Maria S. Souza", phone: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Maria S. Souza", phone: null });
    expect((await api.get(`/api/v1/customers/${created.body.id}`, { token: seller.access })).body.name).toBe(
      "Maria S. Souza",
    );
    // Only what changed, with what it held before.
    const same = await api.patch(`/api/v1/customers/${created.body.id}`, {
      token: seller.access,
      body: { name: "Maria S. Souza", email: "maria.souza@example.com" },
    });
    expect(same.status).toBe(200);
    expect(await audit("customer.updated")).toMatchObject([
      {
        actorId: seller.user.id,
        before: { name: "Maria Silva", phone: created.body.phone },
        after: { name: "Maria S. Souza", phone: null },
      },
      { before: { email: "maria@example.com" }, after: { email: "maria.souza@example.com" } },
    ]);
    const [, second] = await audit("customer.updated");
    expect(second!.before).toEqual({ email: "maria@example.com" });
  });

  it("hides another seller's customer as 404", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const other = await createUserAndLogin(api, { approved: true });
    const created = await api.post("/api/v1/customers", { token: owner.access, body: maria });
    expect((await api.get(`/api/v1/customers/${created.body.id}`, { token: other.access })).status).toBe(404);
    expect(
      (await api.patch(`/api/v1/customers/${created.body.id}`, { token: other.access, body: { name: "Intrusa" } }))
        .status,
    ).toBe(404);
    expect(await db().auditLog.count({ where: { entityId: created.body.id, action: "customer.updated" } })).toBe(0);
  });

  it("records in the audit log how the person acted: the pages, an API token or the integration keys", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const { publicKey, privateKey } = (
      await api.put("/api/v1/integrations/credentials/regenerate", { token: seller.access })
    ).body;
    const integration = (await api.post("/api/v1/api/auth/login", { body: { publicKey, privateKey } })).body.tokens
      .access;
    const browser = { headers: { cookie: await sessionCookie(seller.user.id), origin } };
    const ways = [
      ["bearer", { token: seller.access }, "11144477735"],
      ["integration", { token: integration }, "52998224725"],
      ["session", browser, "39053344705"],
    ] as const;
    for (const [via, auth, documentNumber] of ways) {
      const created = await api.post("/api/v1/customers", { ...auth, body: { ...maria, documentNumber } });
      expect(created.status, via).toBe(201);
      const entry = await db().auditLog.findFirstOrThrow({ where: { entityId: created.body.id } });
      expect(entry, via).toMatchObject({ action: "customer.created", actorId: seller.user.id, via });
    }
    const listed = await api.get("/api/v1/admin/audit-log?entityType=customer&actorId=" + seller.user.id, {
      token: (await createUserAndLogin(api, { role: "admin" })).access,
    });
    expect(listed.body.data.map((entry: { via: string }) => entry.via).sort()).toEqual([
      "bearer",
      "integration",
      "session",
    ]);
  });
});
