import { beforeAll, expect, it } from "vitest";
import { sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createSubmittedEnterprise as createEnterprise } from "@/lib/testing/enterprises";
import { buyer } from "@/lib/testing/payments";
import { createUserAndLogin, insertUser } from "@/lib/testing/users";
import { findSellers } from "./admin-list";

// The admin's payments filtered by a seller typed as the admin knows them (a name or an e-mail), and a payment found by
// its txid, which a reconciliation row links to.
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const namesFor = async (text: string) => {
  const found = await findSellers(sessionActor(admin.user), text);
  return { emails: found.sellers.map((seller) => seller.email).sort(), more: found.more };
};

it("finds sellers by part of their company name, trading name or e-mail, and by a whole e-mail alone", async () => {
  const aurora = await insertUser({ email: "financeiro@aurora.example", companyName: "Loja Aurora Ltda" });
  await insertUser({ email: "ana.aurora@boreal.example", companyName: "Boreal Comércio" });
  const ipe = await createUserAndLogin(api, { email: "contato@ipe.example", companyName: "Ipê Serviços" });
  await createEnterprise(api, ipe.access, { commercialName: "Ateliê Ipê", cnpj: "11.222.333/0001-81" });
  await insertUser({ email: "outra@aurora.example", companyName: "Loja Aurora Ltda", role: "admin" });

  expect(await namesFor("loja aurora")).toEqual({ emails: ["financeiro@aurora.example"], more: false });
  expect(await namesFor("AURORA")).toEqual({
    emails: ["ana.aurora@boreal.example", "financeiro@aurora.example"],
    more: false,
  });
  expect(await namesFor("financeiro@aurora.example")).toEqual({ emails: [aurora.email], more: false });
  expect(await namesFor("aurora@boreal.example")).toEqual({ emails: [], more: false });
  expect(await namesFor("ateliê")).toEqual({ emails: ["contato@ipe.example"], more: false });
  expect(await namesFor("11.222.333/0001-81")).toEqual({ emails: ["contato@ipe.example"], more: false });
  expect(await namesFor("_")).toEqual({ emails: [], more: false });
});

it("says when more sellers match than it lists", async () => {
  for (let n = 0; n < 7; n++) await insertUser({ companyName: `Mercado Repetido ${n}` });
  expect(await namesFor("mercado repetido")).toMatchObject({ more: true });
  expect((await findSellers(sessionActor(admin.user), "mercado repetido")).sellers).toHaveLength(6);
});

it("finds a payment by its txid in the admin's list", async () => {
  const seller = await createUserAndLogin(api, { approved: true });
  const created = await api.post("/api/v1/payments", {
    token: seller.access,
    body: { amount: 12.5, customer: buyer() },
  });
  expect(created.status).toBe(201);
  const { txid } = await db().payment.findFirstOrThrow({ where: { id: created.body.id } });
  const listed = await api.get(`/api/v1/admin/payments?search=${txid}`, { token: admin.access });
  expect(listed.body.data.map((payment: { id: string }) => payment.id)).toEqual([created.body.id]);
});
