import { randomUUID } from "node:crypto";
import { cnpj } from "cpf-cnpj-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { allDocumentsForm, fileForm, JPEG, PDF, PNG, validEnterpriseInput } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

async function sellerWithEnterprise(overrides: Record<string, unknown> = {}) {
  const seller = await createUserAndLogin(api);
  const created = await api.post("/api/v1/enterprises", {
    token: seller.access,
    body: validEnterpriseInput(overrides),
  });
  expect(created.status).toBe(201);
  return { ...seller, enterprise: created.body };
}

describe("POST /enterprises", () => {
  it("creates the company of an unapproved seller, normalising punctuation and string forms", async () => {
    const seller = await createUserAndLogin(api);
    const input = validEnterpriseInput({ cnpj: "12.abc.345/01de-35" });
    const response = await api.post("/api/v1/enterprises", { token: seller.access, body: input });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      userId: seller.user.id,
      cnpj: "12ABC34501DE35",
      legalRepCpf: "52998224725",
      addressZipCode: "01310100",
      addressState: "SP",
      contactPhone: "11987654321",
      averageRevenue: 50000,
      averageTicket: 150.5,
      sellsPhysicalProducts: true,
      addressComplement: null,
      legalRepStartDate: "2019-03-01T00:00:00.000Z",
      status: "PENDING",
      submittedAt: null,
      deletedAt: null,
      documents: [],
    });
  });

  it("refuses every invalid field with the field named", async () => {
    const seller = await createUserAndLogin(api);
    const cases: [string, unknown][] = [
      ["cnpj", "11.444.777/0001-62"],
      ["cnpj", "123"],
      ["legalRepCpf", "529.982.247-24"],
      ["addressZipCode", "0131010"],
      ["addressState", "XX"],
      ["email", "not-an-email"],
      ["contactEmail", "a@"],
      ["legalRepEmail", 42],
      ["phone", "98765"],
      ["legalRepPhone", "12345678901234"],
      ["legalRepStartDate", "2999-01-01"],
      ["legalRepStartDate", "2023-02-30"],
      ["legalRepStartDate", "01/03/2019"],
      ["averageRevenue", "1.234"],
      ["averageTicket", -5],
      ["averageTicket", "abc"],
      ["sellsPhysicalProducts", "maybe"],
      ["website", "ftp://x"],
      ["commercialName", ""],
      ["companyName", "x".repeat(201)],
    ];
    for (const [field, value] of cases) {
      const response = await api.post("/api/v1/enterprises", {
        token: seller.access,
        body: validEnterpriseInput({ [field]: value }),
      });
      expect(response.status, `${field}=${String(value)}`).toBe(400);
      expect(
        response.body.details.map((d: { path: string }) => d.path),
        `${field}=${String(value)}`,
      ).toEqual([field]);
      expect(response.body.details[0].message.length).toBeGreaterThan(3);
    }
    const { legalRepCpf: _omitted, ...missing } = validEnterpriseInput();
    const incomplete = await api.post("/api/v1/enterprises", { token: seller.access, body: { ...missing, extra: 1 } });
    expect(incomplete.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["extra", "legalRepCpf"]);
    expect(await db().enterprise.count({ where: { userId: seller.user.id } })).toBe(0);
  });

  it("allows one live company per seller and one seller per CNPJ", async () => {
    const { access, enterprise } = await sellerWithEnterprise();
    const again = await api.post("/api/v1/enterprises", { token: access, body: validEnterpriseInput() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ENTERPRISE_ALREADY_EXISTS");
    const other = await createUserAndLogin(api);
    const sameCnpj = await api.post("/api/v1/enterprises", {
      token: other.access,
      body: validEnterpriseInput({ cnpj: enterprise.cnpj }),
    });
    expect(sameCnpj.status).toBe(409);
    expect(sameCnpj.body.code).toBe("CNPJ_ALREADY_REGISTERED");
  });

  it("lets only one of two simultaneous sign-ups with the same CNPJ through", async () => {
    const [a, b] = await Promise.all([createUserAndLogin(api), createUserAndLogin(api)]);
    const shared = cnpj.generate();
    const results = await Promise.all(
      [a, b].map((seller) =>
        api.post("/api/v1/enterprises", { token: seller.access, body: validEnterpriseInput({ cnpj: shared }) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("is for sellers: admins get 403, anonymous callers 401", async () => {
    expect((await api.post("/api/v1/enterprises", { token: admin.access, body: validEnterpriseInput() })).status).toBe(
      403,
    );
    expect((await api.post("/api/v1/enterprises", { body: validEnterpriseInput() })).status).toBe(401);
  });
});

describe("reading, updating and deleting", () => {
  it("shows sellers only their own company and admins all of them", async () => {
    const a = await sellerWithEnterprise();
    const b = await sellerWithEnterprise();
    const own = await api.get("/api/v1/enterprises", { token: a.access });
    expect(own.body.data.map((e: { id: string }) => e.id)).toEqual([a.enterprise.id]);
    expect((await api.get(`/api/v1/enterprises/${a.enterprise.id}`, { token: a.access })).status).toBe(200);
    expect((await api.get(`/api/v1/enterprises/${a.enterprise.id}`, { token: b.access })).status).toBe(404);
    expect((await api.get(`/api/v1/enterprises/${a.enterprise.id}`, { token: admin.access })).status).toBe(200);
    expect((await api.get("/api/v1/enterprises/nope", { token: a.access })).status).toBe(400);
    const all = await api.get("/api/v1/enterprises?perPage=100", { token: admin.access });
    expect(all.body.totalRecords).toBeGreaterThanOrEqual(2);
  });

  it("updates part of the company and validates what is sent", async () => {
    const { access, enterprise, user } = await sellerWithEnterprise();
    const updated = await api.patch("/api/v1/enterprises", {
      token: access,
      body: { commercialName: "Novo Nome", averageTicket: "99.90", companyName: enterprise.companyName },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      commercialName: "Novo Nome",
      averageTicket: 99.9,
      companyName: "Loja Teste Ltda",
    });
    // The audit entry holds the values the change replaced and set; a field sent unchanged is not in it.
    const entry = await db().auditLog.findFirstOrThrow({
      where: { action: "enterprise.updated", entityId: enterprise.id },
    });
    expect(entry).toMatchObject({ actorId: user.id, via: "bearer" });
    expect(entry.before).toEqual({
      status: "PENDING",
      commercialName: enterprise.commercialName,
      averageTicket: enterprise.averageTicket,
    });
    expect(entry.after).toEqual({ status: "PENDING", commercialName: "Novo Nome", averageTicket: 99.9 });
    expect((await api.patch("/api/v1/enterprises", { token: access, body: {} })).status).toBe(400);
    const bad = await api.patch("/api/v1/enterprises", { token: access, body: { legalRepCpf: "111" } });
    expect(bad.body.details[0].path).toBe("legalRepCpf");
    const none = await createUserAndLogin(api);
    expect((await api.patch("/api/v1/enterprises", { token: none.access, body: { commercialName: "X" } })).status).toBe(
      404,
    );
  });

  it("soft-deletes through both paths; the seller may then start again", async () => {
    const a = await sellerWithEnterprise();
    expect((await api.delete("/api/v1/enterprises", { token: a.access })).status).toBe(204);
    expect((await api.get(`/api/v1/enterprises/${a.enterprise.id}`, { token: a.access })).status).toBe(404);
    expect((await db().enterprise.findUniqueOrThrow({ where: { id: a.enterprise.id } })).deletedAt).not.toBeNull();
    expect(
      (
        await api.post("/api/v1/enterprises", {
          token: a.access,
          body: validEnterpriseInput({ cnpj: a.enterprise.cnpj }),
        })
      ).status,
    ).toBe(201);

    const b = await sellerWithEnterprise();
    const c = await createUserAndLogin(api);
    expect((await api.delete(`/api/v1/enterprises/${b.enterprise.id}`, { token: c.access })).status).toBe(404);
    expect((await api.delete(`/api/v1/enterprises/${b.enterprise.id}`, { token: admin.access })).status).toBe(204);
    expect((await api.delete(`/api/v1/enterprises/${randomUUID()}`, { token: admin.access })).status).toBe(404);
  });
});

describe("documents", () => {
  it("uploads one document, serves it to the owner and admins only", async () => {
    const { access, enterprise } = await sellerWithEnterprise();
    const uploaded = await api.post(`/api/v1/enterprises/${enterprise.id}/documents/RG_FRONT`, {
      token: access,
      form: fileForm("file", PNG, "rg.png"),
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      type: "RG_FRONT",
      contentType: "image/png",
      sizeBytes: PNG.length,
      enterpriseId: enterprise.id,
    });
    expect(uploaded.body.url).toMatch(new RegExp(`/api/v1/enterprises/${enterprise.id}/documents/RG_FRONT$`));

    const path = `/api/v1/enterprises/${enterprise.id}/documents/RG_FRONT`;
    const download = await api.get(path, { token: access });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.compare(download.body, PNG)).toBe(0);
    expect((await api.get(path, { token: admin.access })).status).toBe(200);
    const stranger = await createUserAndLogin(api);
    expect((await api.get(path, { token: stranger.access })).status).toBe(404);
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(`/api/v1/enterprises/${enterprise.id}/documents/RG_BACK`, { token: access })).status).toBe(
      404,
    );
  });

  it("sends documents as sandboxed attachments; a preview of an image or a PDF is inline, still sandboxed", async () => {
    const { access, enterprise } = await sellerWithEnterprise();
    const base = `/api/v1/enterprises/${enterprise.id}/documents`;
    await api.post(`${base}/SOCIAL_CONTRACT`, { token: access, form: fileForm("file", PDF, "contrato.pdf") });
    await api.post(`${base}/RG_FRONT`, { token: access, form: fileForm("file", PNG, "rg.png") });
    const policy = (response: { headers: Headers }) =>
      (response.headers.get("content-security-policy") ?? "").split(";").map((directive) => directive.trim());
    for (const [type, filename] of [
      ["SOCIAL_CONTRACT", "social_contract.pdf"],
      ["RG_FRONT", "rg_front.png"],
    ]) {
      const download = await api.get(`${base}/${type}`, { token: access });
      expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${filename}"`);
      expect(policy(download)).toEqual(expect.arrayContaining(["sandbox", "default-src 'none'"]));
      const preview = await api.get(`${base}/${type}?preview=1`, { token: admin.access });
      expect(preview.status).toBe(200);
      expect(preview.headers.get("content-disposition")).toBe(`inline; filename="${filename}"`);
      // Sandboxed even inline: the file runs in an opaque origin, and only our own pages may frame it.
      expect(policy(preview)).toEqual(
        expect.arrayContaining(["sandbox", "default-src 'none'", "frame-ancestors 'self'"]),
      );
      expect(preview.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect((await api.get(`${base}/RG_FRONT?preview=yes`, { token: access })).status).toBe(400);
    // A stored type that is neither an image nor a PDF is never shown inline, preview or not, nor sent as that type.
    await db().enterpriseDocument.updateMany({
      where: { enterpriseId: enterprise.id, type: "RG_FRONT" },
      data: { contentType: "text/html" },
    });
    const html = await api.get(`${base}/RG_FRONT?preview=1`, { token: access });
    expect(html.headers.get("content-disposition")).toBe('attachment; filename="rg_front.bin"');
    expect(html.headers.get("content-type")).toBe("application/octet-stream");
    expect(policy(html)).toContain("sandbox");
  });

  it("decides the type by the bytes and enforces the size limit", async () => {
    const { access, enterprise } = await sellerWithEnterprise();
    const base = `/api/v1/enterprises/${enterprise.id}/documents`;
    expect(
      (await api.post(`${base}/SOCIAL_CONTRACT`, { token: access, form: fileForm("file", PDF, "contrato.pdf") }))
        .status,
    ).toBe(201);
    expect((await api.post(`${base}/RG_BACK`, { token: access, form: fileForm("file", JPEG, "rg.jpg") })).status).toBe(
      201,
    );

    const pdfAsRg = await api.post(`${base}/RG_FRONT`, { token: access, form: fileForm("file", PDF, "rg.png") });
    expect(pdfAsRg.status).toBe(415);
    expect(pdfAsRg.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const textAsPng = await api.post(`${base}/RG_FRONT`, {
      token: access,
      form: fileForm("file", Buffer.from("<script>alert(1)</script>"), "rg.png"),
    });
    expect(textAsPng.status).toBe(415);

    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await api.post(`${base}/RG_FRONT`, { token: access, form: fileForm("file", big, "rg.png") });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe("PAYLOAD_TOO_LARGE");

    const unknownType = await api.post(`${base}/PASSPORT`, { token: access, form: fileForm("file", PNG) });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.details[0].path).toBe("type");
    expect((await api.post(`${base}/RG_FRONT`, { token: access, body: { file: "x" } })).status).toBe(415);
    expect((await api.post(`${base}/RG_FRONT`, { token: access, form: fileForm("document", PNG) })).status).toBe(400);
    expect(
      (await api.post(`${base}/RG_FRONT`, { token: access, form: fileForm("file", Buffer.alloc(0)) })).status,
    ).toBe(400);
    expect(await db().enterpriseDocument.count({ where: { enterpriseId: enterprise.id } })).toBe(2);
  });

  it("uploads several at once, refuses unknown fields, and queues the complete company", async () => {
    const { access, enterprise, user } = await sellerWithEnterprise();
    const bad = allDocumentsForm();
    bad.append("PASSPORT", new Blob([new Uint8Array(PNG)]), "p.png");
    const refused = await api.post(`/api/v1/enterprises/${enterprise.id}/documents`, { token: access, form: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: "PASSPORT", message: expect.any(String) }]);
    expect(await db().enterpriseDocument.count({ where: { enterpriseId: enterprise.id } })).toBe(0);

    const uploaded = await api.post(`/api/v1/enterprises/${enterprise.id}`, {
      token: access,
      form: allDocumentsForm(),
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.documents.map((d: { type: string }) => d.type)).toEqual([
      "SOCIAL_CONTRACT",
      "RG_FRONT",
      "RG_BACK",
      "SELFIE_WITH_RG",
    ]);
    expect(uploaded.body.submittedAt).not.toBeNull();
    // Each document carries its company's seller, the owner.
    const documents = await db().enterpriseDocument.findMany({
      where: { enterpriseId: enterprise.id },
      include: { enterprise: { select: { userId: true } } },
    });
    expect(documents.map((doc) => [doc.sellerId, doc.enterprise.userId])).toEqual(
      Array.from({ length: 4 }, () => [user.id, user.id]),
    );
    const queue = await api.get("/api/v1/admin/enterprises/request?perPage=100", { token: admin.access });
    expect(queue.body.data.map((e: { id: string }) => e.id)).toContain(enterprise.id);
  });

  it("takes a CNH instead of an RG: its pictures complete the company, and sending them removes the RG's", async () => {
    const { access, enterprise } = await sellerWithEnterprise();
    const base = `/api/v1/enterprises/${enterprise.id}/documents`;
    expect((await api.post(`${base}/RG_FRONT`, { token: access, form: fileForm("file", PNG) })).status).toBe(201);
    const rgKey = (await db().enterpriseDocument.findFirstOrThrow({ where: { enterpriseId: enterprise.id } }))
      .storageKey;

    const mixed = new FormData();
    for (const type of ["RG_BACK", "CNH_FRONT"]) mixed.append(type, new Blob([new Uint8Array(PNG)]), "foto.png");
    const refused = await api.post(base, { token: access, form: mixed });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: "CNH_FRONT", message: expect.stringContaining("RG ou CNH") }]);

    const form = new FormData();
    form.append("SOCIAL_CONTRACT", new Blob([new Uint8Array(PDF)]), "contrato.pdf");
    for (const type of ["CNH_FRONT", "CNH_BACK", "SELFIE_WITH_CNH"])
      form.append(type, new Blob([new Uint8Array(JPEG)]), "cnh.jpg");
    const uploaded = await api.post(base, { token: access, form });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.identityDocumentKind).toBe("CNH");
    expect(uploaded.body.documents.map((d: { type: string }) => d.type)).toEqual([
      "SOCIAL_CONTRACT",
      "CNH_FRONT",
      "CNH_BACK",
      "SELFIE_WITH_CNH",
    ]);
    expect(uploaded.body.submittedAt).not.toBeNull();
    const { storage } = await import("@/lib/storage");
    expect(await storage().get(rgKey)).toBeNull();
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: enterprise.id, action: "enterprise.documents_uploaded" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.after).toMatchObject({ removed: ["RG_FRONT"] });

    // Back to an RG: one RG picture takes the CNH's out, and the company waits for the other two.
    const back = await api.post(`${base}/RG_FRONT`, { token: access, form: fileForm("file", PNG) });
    expect(back.status).toBe(201);
    const company = (await api.get(`/api/v1/enterprises/${enterprise.id}`, { token: access })).body;
    expect(company).toMatchObject({ identityDocumentKind: "RG", submittedAt: null });
    expect(company.documents.map((d: { type: string }) => d.type)).toEqual(["SOCIAL_CONTRACT", "RG_FRONT"]);
  });

  it("replaces a document and removes the old file; another seller cannot touch it", async () => {
    const { access, enterprise } = await sellerWithEnterprise();
    const path = `/api/v1/enterprises/${enterprise.id}/documents/SELFIE_WITH_RG`;
    expect((await api.patch(path, { token: access, form: fileForm("file", PNG) })).status).toBe(404);
    await api.post(path, { token: access, form: fileForm("file", PNG) });
    const oldKey = (await db().enterpriseDocument.findFirstOrThrow({ where: { enterpriseId: enterprise.id } }))
      .storageKey;
    const replaced = await api.patch(path, { token: access, form: fileForm("file", JPEG) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.contentType).toBe("image/jpeg");
    expect(Buffer.compare((await api.get(path, { token: access })).body, JPEG)).toBe(0);
    const { storage } = await import("@/lib/storage");
    expect(await storage().get(oldKey)).toBeNull();

    const stranger = await createUserAndLogin(api);
    expect((await api.post(path, { token: stranger.access, form: fileForm("file", PNG) })).status).toBe(404);
    expect((await api.patch(path, { token: stranger.access, form: fileForm("file", PNG) })).status).toBe(404);
  });
});
