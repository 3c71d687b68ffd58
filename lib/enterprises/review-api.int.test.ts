import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import {
  auditActions,
  createSubmittedEnterprise,
  fileForm,
  PNG,
  validEnterpriseInput,
} from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const approve = (id: string, token: string, alias = false) =>
  api.post(alias ? `/api/v1/admin/enterprises/${id}` : `/api/v1/admin/enterprises/${id}/approve`, { token });

describe("approving", () => {
  it("approves a complete company, flips the owner's approval, and the next login token carries it", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    const response = await approve(enterprise.id, admin.access);
    expect(response.status).toBe(200);
    expect(response.body.company).toMatchObject({ id: enterprise.id, status: "APPROVED", rejectionReason: null });
    expect(response.body.company.reviewedAt).not.toBeNull();
    expect((await db().user.findUniqueOrThrow({ where: { id: seller.user.id } })).approved).toBe(true);

    const login = await api.post("/api/v1/auth/login", {
      body: { email: seller.user.email, password: TEST_PASSWORD },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    expect(login.body.user.approved).toBe(true);
    const claims = JSON.parse(Buffer.from(login.body.tokens.access.split(".")[1], "base64url").toString());
    expect(claims.approved).toBe(true);

    expect(await auditActions(enterprise.id)).toContain("enterprise.approved");
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: enterprise.id, action: "enterprise.approved" },
    });
    expect(audit.actorId).toBe(admin.user.id);

    const again = await approve(enterprise.id, admin.access, true);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("ENTERPRISE_ALREADY_APPROVED");
  });

  it("works through the short path too", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    expect((await approve(enterprise.id, admin.access, true)).body.company.status).toBe("APPROVED");
  });

  it("approves a company whose representative sent a CNH, and names the CNH's missing pictures", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access, {}, "CNH");
    expect(enterprise.identityDocumentKind).toBe("CNH");
    expect((await approve(enterprise.id, admin.access)).body.company).toMatchObject({
      status: "APPROVED",
      identityDocumentKind: "CNH",
    });

    const other = await createUserAndLogin(api);
    const created = await api.post("/api/v1/enterprises", { token: other.access, body: validEnterpriseInput() });
    await api.post(`/api/v1/enterprises/${created.body.id}/documents/CNH_FRONT`, {
      token: other.access,
      form: fileForm("file", PNG),
    });
    const refused = await approve(created.body.id, admin.access);
    expect(refused.body.code).toBe("DOCUMENTS_MISSING");
    expect(refused.body.details.map((d: { path: string }) => d.path)).toEqual([
      "documents.SOCIAL_CONTRACT",
      "documents.CNH_BACK",
      "documents.SELFIE_WITH_CNH",
    ]);
  });

  it("refuses a company with missing documents, naming them", async () => {
    const seller = await createUserAndLogin(api);
    const created = await api.post("/api/v1/enterprises", { token: seller.access, body: validEnterpriseInput() });
    await api.post(`/api/v1/enterprises/${created.body.id}/documents/RG_FRONT`, {
      token: seller.access,
      form: fileForm("file", PNG),
    });
    const response = await approve(created.body.id, admin.access);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("DOCUMENTS_MISSING");
    expect(response.body.details.map((d: { path: string }) => d.path)).toEqual([
      "documents.SOCIAL_CONTRACT",
      "documents.RG_BACK",
      "documents.SELFIE_WITH_RG",
    ]);
    expect((await db().user.findUniqueOrThrow({ where: { id: seller.user.id } })).approved).toBe(false);
  });

  it("answers 401, 403, 404 and 400 as the contract says", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    expect((await approve(enterprise.id, "")).status).toBe(401);
    const forbidden = await approve(enterprise.id, seller.access);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe("FORBIDDEN");
    expect((await approve(randomUUID(), admin.access)).status).toBe(404);
    expect((await approve("not-a-uuid", admin.access)).status).toBe(400);
    expect((await db().enterprise.findUniqueOrThrow({ where: { id: enterprise.id } })).status).toBe("PENDING");
  });

  it("locks an approved company against the seller's edits and uploads", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    await approve(enterprise.id, admin.access);
    const edit = await api.patch("/api/v1/enterprises", { token: seller.access, body: { commercialName: "Outro" } });
    expect(edit.status).toBe(422);
    expect(edit.body.code).toBe("ENTERPRISE_LOCKED");
    const upload = await api.post(`/api/v1/enterprises/${enterprise.id}/documents/RG_FRONT`, {
      token: seller.access,
      form: fileForm("file", PNG),
    });
    expect(upload.status).toBe(422);
  });

  it("takes approval away when the approved company is deleted", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    await approve(enterprise.id, admin.access);
    expect((await api.delete(`/api/v1/enterprises/${enterprise.id}`, { token: admin.access })).status).toBe(204);
    expect((await db().user.findUniqueOrThrow({ where: { id: seller.user.id } })).approved).toBe(false);
  });
});

describe("rejecting and resubmitting", () => {
  it("rejects with a reason the seller sees; an edit sends it back to review", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    const noReason = await api.post(`/api/v1/admin/enterprises/${enterprise.id}/reject`, {
      token: admin.access,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details[0].path).toBe("reason");

    const rejected = await api.post(`/api/v1/admin/enterprises/${enterprise.id}/reject`, {
      token: admin.access,
      body: { reason: "Selfie ilegível" },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.company).toMatchObject({
      status: "REJECTED",
      rejectionReason: "Selfie ilegível",
      submittedAt: null,
    });
    const seen = await api.get(`/api/v1/enterprises/${enterprise.id}`, { token: seller.access });
    expect(seen.body).toMatchObject({ status: "REJECTED", rejectionReason: "Selfie ilegível" });
    expect((await db().user.findUniqueOrThrow({ where: { id: seller.user.id } })).approved).toBe(false);
    const queue = await api.get("/api/v1/admin/enterprises/request?perPage=100", { token: admin.access });
    expect(queue.body.data.map((e: { id: string }) => e.id)).not.toContain(enterprise.id);

    const again = await api.post(`/api/v1/admin/enterprises/${enterprise.id}/reject`, {
      token: admin.access,
      body: { reason: "De novo não" },
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("ENTERPRISE_NOT_PENDING");

    const fixed = await api.post(`/api/v1/enterprises/${enterprise.id}/documents/SELFIE_WITH_RG`, {
      token: seller.access,
      form: fileForm("file", PNG),
    });
    expect(fixed.status).toBe(201);
    const resubmitted = await api.get(`/api/v1/enterprises/${enterprise.id}`, { token: seller.access });
    expect(resubmitted.body).toMatchObject({ status: "PENDING", rejectionReason: null });
    expect(resubmitted.body.submittedAt).not.toBeNull();
    expect(await auditActions(enterprise.id)).toEqual(
      expect.arrayContaining(["enterprise.created", "enterprise.documents_uploaded", "enterprise.rejected"]),
    );
  });

  it("is admin only", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    expect(
      (
        await api.post(`/api/v1/admin/enterprises/${enterprise.id}/reject`, {
          token: seller.access,
          body: { reason: "Eu mesmo" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("admin lists", () => {
  it("lists all companies with their owners, filtered by status and search", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access, { companyName: "Padaria Estrela Ltda" });
    const all = await api.get("/api/v1/admin/enterprises?perPage=100", { token: admin.access });
    const item = all.body.data.find((e: { id: string }) => e.id === enterprise.id);
    expect(item.user).toEqual({
      id: seller.user.id,
      email: seller.user.email,
      emailVerified: true,
      approved: false,
      role: "seller",
    });

    const formatted = enterprise.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
    for (const search of ["estrela", formatted, seller.user.email.toUpperCase()]) {
      const found = await api.get(`/api/v1/admin/enterprises?search=${encodeURIComponent(search)}`, {
        token: admin.access,
      });
      expect(
        found.body.data.map((e: { id: string }) => e.id),
        search,
      ).toEqual([enterprise.id]);
    }
    const approvedOnly = await api.get("/api/v1/admin/enterprises?status=APPROVED&perPage=100", {
      token: admin.access,
    });
    expect(approvedOnly.body.data.every((e: { status: string }) => e.status === "APPROVED")).toBe(true);
    expect((await api.get("/api/v1/admin/enterprises?status=WHATEVER", { token: admin.access })).status).toBe(400);
    expect((await api.get("/api/v1/admin/enterprises", { token: seller.access })).status).toBe(403);
  });

  it("queues only complete companies under review, oldest first", async () => {
    const first = await createUserAndLogin(api);
    const second = await createUserAndLogin(api);
    const incomplete = await createUserAndLogin(api);
    const a = await createSubmittedEnterprise(api, first.access);
    const b = await createSubmittedEnterprise(api, second.access);
    const c = await api.post("/api/v1/enterprises", { token: incomplete.access, body: validEnterpriseInput() });
    const queue = await api.get("/api/v1/admin/enterprises/request?perPage=100", { token: admin.access });
    const ids = queue.body.data.map((e: { id: string }) => e.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids).not.toContain(c.body.id);
    expect(queue.body.data.every((e: { status: string; user: unknown }) => e.status === "PENDING" && e.user)).toBe(
      true,
    );
  });
});
