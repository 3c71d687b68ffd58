// Issue 24: a real PSP misbehaving, played by the stand-in over HTTPS with client certificates, and
// what the platform answers its callers meanwhile.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { apiPixSettingsFor } from "@/scripts/psp/app-settings";
import { type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";

const SECRET = "notificacoes-do-psp-de-testes-0123456789";

let psp: PspStandIn;
let api: ApiClient;
let baseUrl: string;

beforeAll(async () => {
  psp = await startPspStandIn({ refundDelayMs: 100 });
  // Read once, lazily, by lib/env.ts: set before anything asks for a setting.
  Object.assign(process.env, apiPixSettingsFor(psp, { webhookSecret: SECRET }));
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
});

afterAll(() => psp.close());

/**
 * POSTs a notification whose body is still being sent when the answer comes: a first chunk, then
 * nothing more, the request never ended. Answers the status, or null if none came within `waitMs`.
 */
function notifyWithEndlessBody(secret: string, headers: Record<string, string> = {}, waitMs = 3000) {
  return new Promise<number | null>((resolve, reject) => {
    const request = http.request(`${baseUrl}/api/v1/providers/api-pix/notifications/${secret}/pix`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, waitMs);
    request.on("response", (response) => {
      clearTimeout(timer);
      response.resume();
      request.destroy();
      resolve(response.statusCode ?? null);
    });
    request.on("error", (error) => {
      if (!request.destroyed) reject(error);
    });
    request.write('{"pix": [');
  });
}

describe("the notification route", () => {
  it("refuses a wrong secret before reading the body: a body that never ends, or one too large, still gets its 401", async () => {
    expect(await notifyWithEndlessBody("wrong-secret-0123456789-0123456789-01")).toBe(401);
    expect(
      await notifyWithEndlessBody("wrong-secret-0123456789-0123456789-01", { "content-length": String(50 << 20) }),
    ).toBe(401);
    // The right secret reads the body as before: a malformed one is a 400.
    const malformed = await api.post(`/api/v1/providers/api-pix/notifications/${SECRET}`, {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
  });
});
