import http from "node:http";
import { beforeAll, expect, it } from "vitest";
import { type ApiClient, apiClient, type ApiResponse, startApiServer } from "@/lib/testing/http";
import { CLIENT_ADDRESS_HEADER } from "./client-ip";

let direct: { api: ApiClient; baseUrl: string };
let behindProxy: ApiClient;

beforeAll(async () => {
  const { baseUrl } = await startApiServer({ trustedProxyHops: 0 });
  direct = { api: apiClient(baseUrl), baseUrl };
  behindProxy = apiClient((await startApiServer({ trustedProxyHops: 1 })).baseUrl);
});

const LOGIN_IP_LIMIT = 30;

/** Failed logins on distinct e-mails, so that only the per-address limit can answer 429. */
async function failedLogins(
  api: ApiClient,
  count: number,
  headers: (i: number) => Record<string, string>,
): Promise<ApiResponse[]> {
  const responses = [];
  for (let i = 0; i < count; i++) {
    responses.push(
      await api.post("/api/v1/auth/login", {
        body: { email: `probe-${i}@example.com`, password: "errada" },
        headers: headers(i),
      }),
    );
  }
  return responses;
}

/** A login attempt from another loopback address (a caller behind another socket). */
function loginFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${direct.baseUrl}/api/v1/auth/login`,
      { method: "POST", localAddress, headers: { "content-type": "application/json" } },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify({ email: "probe-0@example.com", password: "errada" }));
  });
}

it("with no proxy in front, keys per-address limits on the socket: forged headers do not reset them", async () => {
  const responses = await failedLogins(direct.api, LOGIN_IP_LIMIT + 1, (i) => ({
    "x-forwarded-for": `198.51.100.${i}`,
    [CLIENT_ADDRESS_HEADER]: `203.0.113.${i}`,
  }));
  expect(responses.slice(0, LOGIN_IP_LIMIT).map((r) => r.status)).toEqual(Array(LOGIN_IP_LIMIT).fill(401));
  expect(responses.at(-1)!.status).toBe(429);
  expect(Number(responses.at(-1)!.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await loginFrom("127.0.0.2")).toBe(401);
});

it("behind one proxy, takes the address the proxy appended, whatever the caller wrote before it", async () => {
  const responses = await failedLogins(behindProxy, LOGIN_IP_LIMIT + 1, (i) => ({
    "x-forwarded-for": `198.51.100.${i}, 203.0.113.7`,
  }));
  expect(responses.slice(0, LOGIN_IP_LIMIT).map((r) => r.status)).toEqual(Array(LOGIN_IP_LIMIT).fill(401));
  expect(responses.at(-1)!.status).toBe(429);
  const otherCaller = await behindProxy.post("/api/v1/auth/login", {
    body: { email: "probe-0@example.com", password: "errada" },
    headers: { "x-forwarded-for": "203.0.113.7, 203.0.113.8" },
  });
  expect(otherCaller.status).toBe(401);
});
