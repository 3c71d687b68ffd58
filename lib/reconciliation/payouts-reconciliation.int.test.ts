import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { idEnvioOf } from "@/lib/payouts/efi/provider";
import { payoutProviderNamed } from "@/lib/payouts/providers";
import { apiPixProvider } from "@/lib/pix/providers";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { fundSeller } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { saoPauloDayEnd, saoPauloDayStart, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { apiPixSettingsFor } from "@/scripts/psp/app-settings";
import { type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";
import { compareSentPayouts } from "./compare";
import { insertRun } from "./queries/differences";
import { registerPayoutKey } from "@/lib/testing/withdrawals";

// Payouts sent through Efí at the PSP stand-in, compared with our withdrawals. The PSP dates them
// today, which the API does not reconcile yet: the comparison is run here on today's list as the
// PSP reports it, and the difference is explained through the API.
const SECRET = "notificacoes-de-envios-da-conciliacao-0123456789";
const TODAY = saoPauloToday();

let psp: PspStandIn;
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  psp = await startPspStandIn({ payoutDelayMs: 50 });
  Object.assign(process.env, { ...apiPixSettingsFor(psp, { webhookSecret: SECRET }), PAYOUT_PROVIDER: "efi" });
  const { baseUrl } = await startApiServer();
  api = apiClient(baseUrl);
  await apiPixProvider().registerWebhook(`${baseUrl}/api/v1/providers/api-pix/notifications/${SECRET}`);
  admin = await createUserAndLogin(api, { role: "admin" });
});

afterAll(() => psp.close());

async function paidOutWithdrawal() {
  const seller = await createUserAndLogin(api, { approved: true });
  await fundSeller(seller.user.id, 50_000);
  await registerPayoutKey(seller.user.id);
  const { id } = (
    await api.post("/api/v1/withdrawals", { token: seller.access, body: { amount: 100, pixKey: "fulano@example.com" } })
  ).body as { id: string };
  expect((await api.post(`/api/v1/admin/withdrawals/${id}/approve`, { token: admin.access })).status).toBe(200);
  await vi.waitFor(
    async () => expect((await db().withdrawal.findUniqueOrThrow({ where: { id } })).status).toBe("COMPLETED"),
    { timeout: 5000, interval: 50 },
  );
  return id;
}

it("matches the payouts the PSP sent with our withdrawals, and finds one missing on each side and one it failed", async () => {
  const [matched, dropped, failed] = [await paidOutWithdrawal(), await paidOutWithdrawal(), await paidOutWithdrawal()];
  const sent = await payoutProviderNamed("efi").listSentPayouts(
    saoPauloDayStart(TODAY),
    new Date(saoPauloDayEnd(TODAY).getTime() - 1),
  );
  expect(sent.map((payout) => payout.payoutId).sort()).toEqual([matched, dropped, failed].map(idEnvioOf).sort());
  // What a PSP might report: one payout it does not list, one it failed after all, one we never asked for.
  const reported = [
    ...sent
      .filter((payout) => payout.payoutId !== idEnvioOf(dropped))
      .map((payout) => (payout.payoutId === idEnvioOf(failed) ? { ...payout, status: "FAILED" as const } : payout)),
    { ...sent[0]!, payoutId: "envio-desconhecido-0001", amount: 1234 },
  ];

  const runId = randomUUID();
  const counts = await transaction(async (tx) => {
    await insertRun(tx, runId, "api-pix", TODAY, new Date());
    return compareSentPayouts(tx, runId, "efi", TODAY, reported);
  });
  expect(counts).toEqual({ pspCount: 3, ourCount: 3, matchedCount: 1, differenceCount: 3 });
  const listed = (await api.get(`/api/v1/admin/reconciliation/runs/${TODAY}/differences`, { token: admin.access })).body
    .data as Record<string, any>[];
  expect(
    listed.map(({ subject, kind, reference, withdrawalId, pspAmount, ourAmount, actions }) => ({
      subject,
      kind,
      reference,
      withdrawalId,
      pspAmount,
      ourAmount,
      actions,
    })),
  ).toEqual(
    expect.arrayContaining([
      {
        subject: "PAYOUT",
        kind: "MISSING_PSP",
        reference: idEnvioOf(dropped),
        withdrawalId: dropped,
        pspAmount: null,
        ourAmount: 98,
        actions: ["explain"],
      },
      {
        subject: "PAYOUT",
        kind: "AMOUNT_DIFFERS",
        reference: idEnvioOf(failed),
        withdrawalId: failed,
        pspAmount: 0,
        ourAmount: 98,
        actions: ["explain"],
      },
      {
        subject: "PAYOUT",
        kind: "MISSING_OURS",
        reference: "envio-desconhecido-0001",
        withdrawalId: null,
        pspAmount: 12.34,
        ourAmount: null,
        actions: ["explain"],
      },
    ]),
  );
  const failedRow = listed.find((row) => row.withdrawalId === failed)!;
  const { sellerId } = await db().withdrawal.findUniqueOrThrow({ where: { id: failed } });
  expect(failedRow.seller).toEqual({ id: sellerId, name: "Empresa Teste Ltda" });
  expect(listed.find((row) => row.reference === "envio-desconhecido-0001")!.seller).toBeNull();
  expect(
    (
      await api.post(`/api/v1/admin/reconciliation/differences/${failedRow.id}/credit`, {
        token: admin.access,
        body: { note: "Tentativa de crédito" },
      })
    ).status,
  ).toBe(422);
  const explained = await api.post(`/api/v1/admin/reconciliation/differences/${failedRow.id}/explain`, {
    token: admin.access,
    body: { note: "Efí confirmou o envio por telefone" },
  });
  expect(explained.body).toMatchObject({ subject: "PAYOUT", status: "RESOLVED", resolution: "EXPLAINED" });
});
