import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createSubmittedEnterprise } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin, TEST_PASSWORD } from "@/lib/testing/users";
import { deliverDueEmails } from "./deliver";

// No SMTP_URL here: e-mail goes to the built-in mailbox, which the admin reads through the API.
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const emailsTo = (to: string) => db().emailMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

describe("e-mails queued with the change they tell of", () => {
  it("approving a company queues its owner's e-mail in the approval's transaction; a refused approval queues none", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access, { commercialName: "Loja Jacarandá" });
    expect((await api.post(`/api/v1/admin/enterprises/${enterprise.id}/approve`, { token: admin.access })).status).toBe(
      200,
    );
    const [email, ...others] = await emailsTo(seller.user.email);
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      template: "enterprise.approved",
      subject: "Sua empresa foi aprovada",
      status: "PENDING",
    });
    expect(email!.text).toContain("Loja Jacarandá foi aprovada");
    // Approving again is refused and rolled back: no second e-mail.
    expect((await api.post(`/api/v1/admin/enterprises/${enterprise.id}/approve`, { token: admin.access })).status).toBe(
      400,
    );
    expect(await emailsTo(seller.user.email)).toHaveLength(1);
  });

  it("rejecting a company queues an e-mail with the reason, one per review", async () => {
    const seller = await createUserAndLogin(api);
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    expect(
      (
        await api.post(`/api/v1/admin/enterprises/${enterprise.id}/reject`, {
          token: admin.access,
          body: { reason: "Selfie ilegível" },
        })
      ).status,
    ).toBe(200);
    const [email] = await emailsTo(seller.user.email);
    expect(email).toMatchObject({ template: "enterprise.rejected", subject: "Seu cadastro precisa de ajustes" });
    expect(email!.text).toContain("Motivo: Selfie ilegível");
    expect(email!.html).toContain("Motivo: Selfie ilegível");
  });

  it("changing the password queues the notice to the account's address; a wrong current password queues none", async () => {
    const me = await createUserAndLogin(api);
    const wrong = await api.patch(`/api/v1/users/${me.user.id}/password`, {
      token: me.access,
      body: { currentPassword: "nao-e-esta", newPassword: "outra-senha-forte-1" },
    });
    expect(wrong.status).toBe(400);
    expect(await emailsTo(me.user.email)).toEqual([]);
    const changed = await api.patch(`/api/v1/users/${me.user.id}/password`, {
      token: me.access,
      body: { currentPassword: TEST_PASSWORD, newPassword: "outra-senha-forte-1" },
    });
    expect(changed.status).toBe(200);
    const [email, ...others] = await emailsTo(me.user.email);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ template: "password.changed", subject: "Sua senha foi alterada" });
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: me.user.id, action: "user.password_changed" },
    });
    expect(Math.abs(email!.createdAt.getTime() - audit.createdAt.getTime())).toBeLessThan(5_000);
  });
});

describe("the built-in mailbox (no SMTP_URL)", () => {
  it("keeps each due e-mail as delivered, and the admin lists and reads it", async () => {
    expect(env().SMTP_URL).toBeUndefined();
    const seller = await createUserAndLogin(api);
    await api.patch(`/api/v1/users/${seller.user.id}/password`, {
      token: seller.access,
      body: { currentPassword: TEST_PASSWORD, newPassword: "outra-senha-forte-1" },
    });
    expect(await deliverDueEmails()).toBeGreaterThan(0);
    const [row] = await emailsTo(seller.user.email);
    expect(row).toMatchObject({
      status: "SENT",
      transport: "mailbox",
      attempts: 1,
      smtpResponse: null,
      lastError: null,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);

    const list = await api.get("/api/v1/admin/emails?perPage=100", { token: admin.access });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((email: { id: string }) => email.id === row!.id);
    expect(listed).toMatchObject({
      to: seller.user.email,
      template: "password.changed",
      status: "SENT",
      transport: "mailbox",
      messageId: row!.messageId,
    });
    expect(listed).not.toHaveProperty("html");
    // Newest first.
    const created = list.body.data.map((email: { createdAt: string }) => email.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const one = await api.get(`/api/v1/admin/emails/${row!.id}`, { token: admin.access });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: row!.id,
      subject: "Sua senha foi alterada",
      text: row!.text,
      html: row!.html,
    });

    expect((await api.get(`/api/v1/admin/emails/${randomUUID()}`, { token: admin.access })).status).toBe(404);
    expect((await api.get("/api/v1/admin/emails/nao-e-um-id", { token: admin.access })).status).toBe(400);
    expect((await api.get("/api/v1/admin/emails?perPage=1000", { token: admin.access })).status).toBe(400);
    const other = await createUserAndLogin(api);
    expect((await api.get(`/api/v1/admin/emails/${row!.id}`, { token: other.access })).status).toBe(403);
  });

  it("pages the list", async () => {
    const page = await api.get("/api/v1/admin/emails?perPage=1&page=2", { token: admin.access });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ currentPage: 2, perPage: 1 });
    expect(page.body.totalRecords).toBeGreaterThanOrEqual(2);
    expect(page.body.data).toHaveLength(1);
  });
});
