import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";

let api: ApiClient;
let apiPort: number;
let trapPort: number;
/** Connections the server opened to the trap: any at all means a request could aim the server at a host and port. */
const trapped: string[] = [];
const trap = net.createServer((socket) => {
  trapped.push(`${socket.remoteAddress}:${socket.remotePort}`);
  socket.end('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 21\r\n\r\n{"outcome":"applied"}');
});

beforeAll(async () => {
  const { baseUrl } = await startApiServer();
  api = apiClient(baseUrl);
  apiPort = Number(new URL(baseUrl).port);
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  trapPort = (trap.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())));

/** A POST to the API server whose Host header names the trap (fetch would not let a test choose it). */
function postWithForeignHost(path: string) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: apiPort, path, method: "POST", headers: { host: `127.0.0.1:${trapPort}` } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

describe("the sandbox control endpoints settle in process", () => {
  it("pays a charge without calling the host the request names, and answers only the documented fields", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const link = await createLink(seller.user.id, 5_000);
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });

    const paid = await postWithForeignHost(`/api/v1/sandbox/payments/${created.body.id}/pay`);
    expect(trapped).toEqual([]);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      paymentId: created.body.id,
      callbacks: [
        { type: "charge.pending", outcome: "applied" },
        { type: "charge.paid", outcome: "applied" },
      ],
    });
    expect((await db().payment.findFirstOrThrow({ where: { id: created.body.id } })).status).toBe("FINISHED");
    expect(
      (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body.availableBalance,
    ).toBeGreaterThan(0);
    await expectLedgerConsistent();
  });

  it("completes and fails payouts without calling the host the request names", async () => {
    const admin = await createUserAndLogin(api, { role: "admin" });
    const seller = await createUserAndLogin(api, { approved: true });
    await fundSeller(seller.user.id, 50_000);
    await registerPayoutKey(seller.user.id);
    const withdraw = async () => {
      const created = await api.post("/api/v1/withdrawals", {
        token: seller.access,
        body: { amount: 100, pixKey: "fulano@example.com" },
      });
      expect(
        (await api.post(`/api/v1/admin/withdrawals/${created.body.id}/approve`, { token: admin.access })).status,
      ).toBe(200);
      return created.body.id as string;
    };

    const completedId = await withdraw();
    const completed = await postWithForeignHost(`/api/v1/sandbox/withdrawals/${completedId}/complete`);
    const failedId = await withdraw();
    const failed = await postWithForeignHost(`/api/v1/sandbox/withdrawals/${failedId}/fail`);
    expect(trapped).toEqual([]);
    expect(completed.body).toEqual({
      withdrawalId: completedId,
      callbacks: [{ type: "payout.completed", outcome: "applied" }],
    });
    expect(failed.body).toEqual({ withdrawalId: failedId, callbacks: [{ type: "payout.failed", outcome: "applied" }] });
    const statuses = await db().withdrawal.findMany({
      where: { id: { in: [completedId, failedId] } },
      select: { id: true, status: true },
    });
    expect(Object.fromEntries(statuses.map((w) => [w.id, w.status]))).toEqual({
      [completedId]: "COMPLETED",
      [failedId]: "FAILED",
    });
    // 100 left for good (fee included), the failed one's 100 came back.
    expect((await api.get("/api/v1/seller-balances/me", { token: seller.access })).body).toMatchObject({
      availableBalance: 400,
      pendingBalance: 0,
    });
    await expectLedgerConsistent();
  });
});
