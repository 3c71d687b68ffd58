import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin, insertUser } from "@/lib/testing/users";
import { recordAudit } from "./record-audit";

// The audit log filtered by who acted, typed as the admin knows them: a name or an e-mail, never a UUID.
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin", email: "auditora@plataforma.example" });
});

const record = (actorId: string, action: "webhook.created" | "payout_key.changed") =>
  transaction((tx) => recordAudit(tx, { userId: actorId }, { action, entityType: "user", entityId: actorId }));
const actionsFor = async (actor: string) => {
  const response = await api.get(`/api/v1/admin/audit-log?${new URLSearchParams({ actor, perPage: "100" })}`, {
    token: admin.access,
  });
  expect(response.status).toBe(200);
  return (response.body.data as { action: string; actor: { email: string } }[]).map(
    (entry) => `${entry.actor.email} ${entry.action}`,
  );
};

it("finds the entries of a person by part of their name, company name or e-mail, and by their whole e-mail only", async () => {
  const aurora = await insertUser({ email: "financeiro@aurora.example", companyName: "Loja Aurora Ltda" });
  const boreal = await insertUser({ email: "ana.aurora@boreal.example", companyName: "Boreal Comércio" });
  const member = await insertUser({ email: "caixa@boreal.example", companyName: "Boreal Comércio" });
  await db().user.update({ where: { id: member.id }, data: { name: "Joana Caixa" } });
  await record(aurora.id, "payout_key.changed");
  await record(boreal.id, "webhook.created");
  await record(member.id, "webhook.created");

  expect(await actionsFor("loja aurora")).toEqual(["financeiro@aurora.example payout_key.changed"]);
  // Part of an e-mail matches every e-mail containing it.
  expect((await actionsFor("aurora")).sort()).toEqual([
    "ana.aurora@boreal.example webhook.created",
    "financeiro@aurora.example payout_key.changed",
  ]);
  // A whole e-mail is that person alone, not every e-mail that contains it.
  expect(await actionsFor("FINANCEIRO@aurora.example")).toEqual(["financeiro@aurora.example payout_key.changed"]);
  expect(await actionsFor("aurora@boreal.example")).toEqual([]);
  // A team member by their own name.
  expect(await actionsFor("joana")).toEqual(["caixa@boreal.example webhook.created"]);
  // Typed literally: % and _ are no wildcards.
  expect(await actionsFor("%")).toEqual([]);
  expect(await actionsFor("nobody at all")).toEqual([]);
});

it("refuses an empty or overlong name", async () => {
  for (const actor of [" ", "x".repeat(255)]) {
    const response = await api.get(`/api/v1/admin/audit-log?${new URLSearchParams({ actor })}`, {
      token: admin.access,
    });
    expect(response.status, actor).toBe(400);
  }
});
