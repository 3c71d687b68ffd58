import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { sweepDevolucoes } from "@/lib/payments/devolucao-sweep";
import { settleReceivedPix } from "@/lib/payments/received-pix";
import { DEVOLUCAO_ID_PATTERN } from "@/lib/pix/api-pix/spec";
import { apiPixProvider } from "@/lib/pix/providers";
import { startApiPixApp } from "@/lib/testing/api-pix";
import type { ApiClient } from "@/lib/testing/http";
import { expectLedgerConsistent, unmatchedReceipts } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { DEMO_RECEIVER_KEY } from "@/scripts/psp/app-settings";
import { resumeUnmatchedReturns } from "./service";

// The return of a held PIX whose devolução the PSP ended NAO_REALIZADO (final in API Pix), asked again by the admin,
// against the PSP stand-in over HTTPS: a new devolução, since the PSP answers the old id as it ended; a repeat of the
// new one is still that one, and the payer is paid once.
const SECRET = "notificacoes-de-devolucao-nao-realizada-0123";
const READ_LAG_MS = 1500;

let app: Awaited<ReturnType<typeof startApiPixApp>>;
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  app = await startApiPixApp(SECRET, { refundDelayMs: 100 });
  api = app.api;
  admin = await createUserAndLogin(api, { role: "admin" });
});

afterAll(() => app.psp.close());

afterEach(async () => {
  await control("POST", "/reset");
  await expectLedgerConsistent();
});

const control = (method: string, path: string, json?: unknown) => app.control(method, path, json);
const switches = (json: Record<string, unknown>) => control("PUT", "/switches", json);
const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 50 });
// What the recovery job sees a few minutes on, past its staleness.
const later = () => new Date(Date.now() + 3 * 60_000);

const heldRow = (endToEndId: string) => db().unmatchedPix.findFirstOrThrow({ where: { endToEndId } });
const returnHeld = (id: string) => api.post(`/api/v1/admin/unmatched-pix/${id}/return`, { token: admin.access });
/** The devoluções of a PIX at the PSP: id, amount and outcome of each. */
const atPsp = async (e2e: string) =>
  (await apiPixProvider().getReceivedPix(e2e))!.refunds.map((refund) => ({
    id: refund.refundId,
    amount: refund.amount,
    status: refund.outcome.status,
  }));

const devolucoesAsked = async (e2e: string) =>
  ((await control("GET", "/requests")).body as { method: string; path: string }[]).filter(
    (request) => request.method === "PUT" && request.path.startsWith(`/v2/pix/${e2e}/devolucao/`),
  );

/** A PIX sent to our key with no charge, held, whose return the PSP did not make: RETURN_FAILED. */
async function returnNotMade(valor: string) {
  const e2e = (await control("POST", "/pix", { valor, chave: DEMO_RECEIVER_KEY })).body.pix.endToEndId as string;
  await waitFor(async () =>
    expect((await db().unmatchedPix.findFirst({ where: { endToEndId: e2e } }))?.status).toBe("HELD"),
  );
  const row = await heldRow(e2e);
  await switches({ refundOutcome: "NAO_REALIZADO" });
  expect((await returnHeld(row.id)).body.status).toBe("RETURNING");
  await waitFor(async () => expect((await heldRow(e2e)).status).toBe("RETURN_FAILED"));
  return row;
}

describe("a held PIX's return the PSP did not make", () => {
  it("is asked again by the admin under a new devolução id: returned once, the first one still known as ours", async () => {
    const before = await unmatchedReceipts();
    const row = await returnNotMade("33.00");
    expect(await unmatchedReceipts()).toBe(before + 3300n);

    await switches({ refundOutcome: "DEVOLVIDO" });
    const again = await returnHeld(row.id);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe("RETURNING");
    await waitFor(async () => expect((await heldRow(row.endToEndId)).status).toBe("RETURNED"));

    const devolucoes = await atPsp(row.endToEndId);
    expect(devolucoes).toEqual([
      { id: row.devolucaoId, amount: 3300, status: "FAILED" },
      { id: expect.any(String), amount: 3300, status: "DONE" },
    ]);
    expect(devolucoes[1]!.id).not.toBe(row.devolucaoId);
    for (const { id } of devolucoes) expect(id).toMatch(DEVOLUCAO_ID_PATTERN);
    expect(await heldRow(row.endToEndId)).toMatchObject({
      devolucaoId: devolucoes[1]!.id,
      failedDevolucaoIds: [row.devolucaoId],
      medReturned: 0,
    });
    expect(await unmatchedReceipts()).toBe(before);
    expect(await db().unmatchedPixDevolucao.count({ where: { unmatchedPixId: row.id } })).toBe(0);

    // The devolução sweep finds both ours, booked: nothing to settle.
    await db().devolucaoSweep.upsert({
      where: { provider: "api-pix" },
      create: { provider: "api-pix", nextFrom: new Date(Date.now() - 60 * 60_000), passStartedAt: new Date() },
      update: {
        nextFrom: new Date(Date.now() - 60 * 60_000),
        passStartedAt: new Date(),
        leaseId: null,
        leasedUntil: null,
      },
    });
    expect(await sweepDevolucoes(new Date())).toBe(0);
  });

  it("asked again, whose answer is lost and the repeat refused, is read back under that same new id: returned once", async () => {
    const row = await returnNotMade("21.00");

    await switches({
      refundOutcome: "DEVOLVIDO",
      loseNext: 1,
      failMatch: "^PUT /v2/pix/",
      refuseRepeats: true,
      readLagMs: READ_LAG_MS,
    });
    expect((await returnHeld(row.id)).body.status).toBe("RETURNING");
    const unknown = await heldRow(row.endToEndId);
    expect(unknown).toMatchObject({ status: "RETURNING", attempts: 1, failedDevolucaoIds: [row.devolucaoId] });
    expect(unknown.unknownSince).toBeInstanceOf(Date);

    await new Promise((resolve) => setTimeout(resolve, READ_LAG_MS));
    await resumeUnmatchedReturns(later());
    await waitFor(async () => expect((await heldRow(row.endToEndId)).status).toBe("RETURNED"));
    expect(await atPsp(row.endToEndId)).toEqual([
      { id: row.devolucaoId, amount: 2100, status: "FAILED" },
      { id: unknown.devolucaoId, amount: 2100, status: "DONE" },
    ]);
  });

  it("asked again while a late call of the failed one is still on its way: that call's answer leaves the new one be", async () => {
    const e2e = (await control("POST", "/pix", { valor: "18.00", chave: DEMO_RECEIVER_KEY })).body.pix
      .endToEndId as string;
    await waitFor(async () =>
      expect((await db().unmatchedPix.findFirst({ where: { endToEndId: e2e } }))?.status).toBe("HELD"),
    );
    const row = await heldRow(e2e);
    // Its notification lost: the PSP ends the devolução NAO_REALIZADO, and the row stays RETURNING.
    await switches({ refundOutcome: "NAO_REALIZADO", dropWebhooks: true });
    expect((await returnHeld(row.id)).body.status).toBe("RETURNING");
    await waitFor(async () => expect((await atPsp(e2e)).map((d) => d.status)).toEqual(["FAILED"]));
    const ended = (await apiPixProvider().getReceivedPix(e2e))!;

    // The recovery job asks by the old id, and the PSP's answer waits; meanwhile the failure is read and the admin
    // returns the PIX again.
    await switches({ delayMs: 1500 });
    const resumed = resumeUnmatchedReturns(later());
    await waitFor(async () => expect(await devolucoesAsked(e2e)).toHaveLength(2));
    await settleReceivedPix("api-pix", ended);
    expect((await heldRow(e2e)).status).toBe("RETURN_FAILED");
    await switches({ refundOutcome: "DEVOLVIDO", dropWebhooks: false });
    const again = returnHeld(row.id);
    await waitFor(async () => expect((await heldRow(e2e)).status).toBe("RETURNING"));

    await resumed;
    expect((await heldRow(e2e)).status).toBe("RETURNING");
    await switches({ delayMs: 0 });
    expect((await again).body.status).toBe("RETURNING");
    await waitFor(async () => expect((await heldRow(e2e)).status).toBe("RETURNED"));
    expect((await atPsp(e2e)).map((d) => d.status)).toEqual(["FAILED", "DONE"]);
  });

  it("is asked again no more once its ids would not fit API Pix's devolução id: refused, nothing asked", async () => {
    const row = await returnNotMade("5.00");
    const failed = Array.from({ length: 97 }, (_, n) => `${row.devolucaoId}r${n + 2}`);
    await db().unmatchedPix.update({
      where: { id: row.id },
      data: { devolucaoId: `${row.devolucaoId}r99`, failedDevolucaoIds: [row.devolucaoId, ...failed] },
    });
    const asked = (await atPsp(row.endToEndId)).length;

    const refused = await returnHeld(row.id);
    expect(refused.status).toBe(422);
    expect(await heldRow(row.endToEndId)).toMatchObject({
      status: "RETURN_FAILED",
      devolucaoId: `${row.devolucaoId}r99`,
    });
    expect(await atPsp(row.endToEndId)).toHaveLength(asked);
  });
});
