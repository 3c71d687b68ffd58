import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, ensurePaymentMonths } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloToday } from "@/lib/time/sao-paulo-days";

// The days an admin may compare with the PSP: those that ended, from the day of the platform's first payment on.
// Before it there is nothing of ours to compare; a day not over yet is still changing.
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
  seller = await createUserAndLogin(api, { approved: true });
});

const reconcile = (day: string) =>
  api.post("/api/v1/admin/reconciliation/runs", { token: admin.access, body: { day } });

it("refuses every day while the platform has had no payment", async () => {
  const refused = await reconcile(addDays(saoPauloToday(), -1));
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({
    code: "VALIDATION_FAILED",
    details: [{ path: "day", message: "A plataforma ainda não tem nenhum pagamento: não há dia a conciliar." }],
  });
});

it("refuses a day before the first payment's, or one that has not ended, and takes those in between", async () => {
  const created = await api.post("/api/v1/payments", { token: seller.access, body: { amount: 10, customer: buyer() } });
  expect(created.status).toBe(201);
  // The first payment was created on 10/03/2026, at 00:30 in São Paulo (03:30 UTC).
  await ensurePaymentMonths(new Date("2026-03-10T03:30:00Z"));
  await db().payment.updateMany({
    where: { id: created.body.id },
    data: { createdAt: new Date("2026-03-10T03:30:00Z") },
  });

  const before = await reconcile("2026-03-09");
  expect(before.status).toBe(400);
  expect(before.body.details).toEqual([
    {
      path: "day",
      message: "O primeiro pagamento da plataforma é de 10/03/2026: escolha esse dia ou um posterior.",
    },
  ]);
  for (const day of [saoPauloToday(), addDays(saoPauloToday(), 3)]) {
    const notOver = await reconcile(day);
    expect(notOver.status, day).toBe(400);
    expect(notOver.body.details, day).toEqual([
      { path: "day", message: "Escolha um dia que já terminou (horário de São Paulo)" },
    ]);
  }
  // Past the day check: the tests' provider (the sandbox) has no list of PIX received to compare with.
  for (const day of ["2026-03-10", addDays(saoPauloToday(), -1)]) {
    const taken = await reconcile(day);
    expect(taken.status, day).toBe(422);
    expect(taken.body.message, day).toContain("sandbox");
  }
});
