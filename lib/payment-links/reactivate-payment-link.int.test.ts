import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { auditActions } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { addTeamMember } from "@/lib/testing/team";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const approvedSeller = () => createUserAndLogin(api, { approved: true });

async function inactiveLink(token: string) {
  const link = (await api.post("/api/v1/payment-links", { token, body: { description: "Aula de violão", amount: 80 } }))
    .body;
  expect((await api.delete(`/api/v1/payment-links/${link.id}`, { token })).status).toBe(204);
  return link as { id: string; hash: string };
}

const activate = (id: string, token?: string) => api.post(`/api/v1/payment-links/${id}/activate`, { token });

describe("POST /payment-links/{id}/activate", () => {
  it("switches the owner's deactivated link back on, audited as the person who did it, and the checkout takes it", async () => {
    const seller = await approvedSeller();
    const link = await inactiveLink(seller.access);

    const response = await activate(link.id, seller.access);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: link.id, status: "ACTIVE" });
    const row = await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row.status).toBe("ACTIVE");
    expect(row.deactivatedAt).toBeNull();
    expect((await api.get(`/api/v1/payment-links/${link.hash}`)).body.availability).toBe("AVAILABLE");

    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: link.id, action: "payment_link.reactivated" },
    });
    expect(audit.actorId).toBe(seller.user.id);
    expect(audit.before).toMatchObject({ status: "INACTIVE" });
    expect(audit.after).toMatchObject({ status: "ACTIVE" });

    // Already on: the same answer, nothing recorded twice.
    const again = await activate(link.id, seller.access);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe("ACTIVE");
    expect(await auditActions(link.id)).toEqual([
      "payment_link.created",
      "payment_link.deactivated",
      "payment_link.reactivated",
    ]);
  });

  it("is for the roles that sell: finance may, a viewer and a developer may not", async () => {
    const owner = await approvedSeller();
    const finance = await addTeamMember(api, owner.user.id, "finance");
    const viewer = await addTeamMember(api, owner.user.id, "viewer");
    const developer = await addTeamMember(api, owner.user.id, "developer");
    const link = await inactiveLink(owner.access);

    for (const member of [viewer, developer]) {
      const refused = await activate(link.id, member.access);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("FORBIDDEN");
    }
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).status).toBe("INACTIVE");

    expect((await activate(link.id, finance.access)).status).toBe(200);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: link.id, action: "payment_link.reactivated" },
    });
    expect(audit.actorId).toBe(finance.user.id);
  });

  it("refuses a link whose validity has passed, and one whose payment limit is reached: both stay off", async () => {
    const seller = await approvedSeller();
    const expired = await inactiveLink(seller.access);
    await db().paymentLink.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const refusedExpired = await activate(expired.id, seller.access);
    expect(refusedExpired.status).toBe(422);
    expect(refusedExpired.body.code).toBe("PAYMENT_LINK_EXPIRED");

    const full = await inactiveLink(seller.access);
    await db().paymentLink.update({ where: { id: full.id }, data: { maxPayments: 2, qtdPayments: 2 } });
    const refusedFull = await activate(full.id, seller.access);
    expect(refusedFull.status).toBe(422);
    expect(refusedFull.body.code).toBe("PAYMENT_LINK_LIMIT_REACHED");

    for (const { id } of [expired, full]) {
      expect((await db().paymentLink.findUniqueOrThrow({ where: { id } })).status).toBe("INACTIVE");
      expect(await auditActions(id)).not.toContain("payment_link.reactivated");
    }
  });

  it("hides another seller's link as 404 and leaves it off; an admin is refused; no token is 401", async () => {
    const owner = await approvedSeller();
    const intruder = await approvedSeller();
    const admin = await createUserAndLogin(api, { role: "admin" });
    const link = await inactiveLink(owner.access);

    const hidden = await activate(link.id, intruder.access);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe("NOT_FOUND");
    expect((await activate(link.id, admin.access)).status).toBe(403);
    expect((await activate(link.id)).status).toBe(401);
    expect((await activate(randomUUID(), owner.access)).status).toBe(404);
    expect((await activate(link.hash, owner.access)).status).toBe(400);
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).status).toBe("INACTIVE");
  });
});
