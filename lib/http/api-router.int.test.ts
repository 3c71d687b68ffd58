import http from "node:http";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { apiRouter } from "@/app/api/v1/router";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";

let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl } = await startApiServer());
});

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; socketReused: boolean };

/** node:http rather than fetch: no automatic decompression, and the socket of each answer is visible. */
function raw(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer; agent?: http.Agent } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method, headers: options.headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks),
          socketReused: req.reusedSocket,
        }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

function json(response: RawResponse) {
  return JSON.parse(response.body.toString("utf8"));
}

describe("the /api/v1 router", () => {
  it("answers an unknown path with the API's 404 error shape and the security headers", async () => {
    const response = await raw("GET", "/api/v1/no-such-thing");
    expect(response.status).toBe(404);
    expect(json(response)).toEqual({
      statusCode: 404,
      code: "NOT_FOUND",
      message: expect.any(String),
      requestId: expect.any(String),
    });
    expect(response.headers["x-request-id"]).toBe(json(response).requestId);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("answers a method the route lacks with 405 and Allow", async () => {
    const response = await raw("DELETE", "/api/v1/status");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(json(response)).toMatchObject({ statusCode: 405, code: "METHOD_NOT_ALLOWED" });
    expect(response.headers["x-request-id"]).toBe(json(response).requestId);
  });

  it("answers HEAD from GET without a body, and OPTIONS with Allow", async () => {
    const head = await raw("HEAD", "/api/v1/status");
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toContain("application/json");
    expect(head.body.length).toBe(0);

    const options = await raw("OPTIONS", "/api/v1/payments");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("redirects a trailing slash permanently, keeping the query", async () => {
    const response = await raw("GET", "/api/v1/payments/?page=2");
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe("/api/v1/payments?page=2");
  });

  it("prefers a static segment over a dynamic one, as Next.js does", async () => {
    // /api/v1/fees/me answers GET; /api/v1/fees/{id} only PUT, so matching it would answer 405.
    const { access } = await createUserAndLogin(apiClient(baseUrl));
    const response = await raw("GET", "/api/v1/fees/me", { headers: { authorization: `Bearer ${access}` } });
    expect(response.status).toBe(200);
  });

  it("serves every route's own path by that route: a static one over any dynamic one that matches it too", () => {
    for (const { path } of ROUTES) {
      expect(apiRouter.templateOf(path.replace(/\{\w+\}/g, "0f1d2c3b")), path).toBe(path);
    }
  });

  it("treats a path parameter that is not valid percent-encoding as not found", async () => {
    const response = await raw("GET", "/api/v1/payments/%E0%A4%A");
    expect(response.status).toBe(404);
    expect(json(response)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("lets company documents be framed by our own pages only, sandboxed", async () => {
    const response = await raw("GET", "/api/v1/enterprises/00000000-0000-4000-8000-000000000000/documents/contract");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["content-security-policy"]).toBe("sandbox; default-src 'none'; frame-ancestors 'self'");
  });

  it("compresses for clients that accept gzip", async () => {
    const plain = await raw("GET", "/api/v1/openapi.json");
    const gzipped = await raw("GET", "/api/v1/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.body).toString("utf8"))).toEqual(json(plain));
  });

  it("keeps the connection usable after refusing a body it never read", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(3 * 1024 * 1024, "a");
    const refused = await raw("POST", "/api/v1/auth/login", {
      agent,
      body,
      headers: { "content-type": "application/json", "content-length": String(body.length) },
    });
    expect(refused.status).toBe(413);
    const next = await raw("GET", "/api/v1/no-such-thing", { agent });
    expect(next.status).toBe(404);
    expect(next.socketReused).toBe(true);
    agent.destroy();
  });

  it("serves a request whose Host header cannot be part of a URL under the server's own address", async () => {
    const response = await raw("GET", "/api/v1/status", { headers: { host: "exa mple.com" } });
    expect(response.status).toBe(200);
    expect(json(response)).toMatchObject({ status: "ok" });
  });
});
