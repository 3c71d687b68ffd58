import { connect } from "node:net";
import { type APIRequestContext, expect, test } from "@playwright/test";

const PASSWORD = "demo12345";

async function accessTokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.user).toMatchObject({ email });
  expect(body.tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
  return body.tokens.access;
}

/** Sends `request` as raw bytes (an HTTP client would refuse to) and reads the answer until the server closes. */
function rawExchange(baseURL: string, request: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body });
    });
  });
}

test("requests Node.js refuses before any route get the API's error shape, not a bare status line", async ({
  baseURL,
}) => {
  const huge = await rawExchange(
    baseURL!,
    `GET /api/v1/status HTTP/1.1\r\nHost: localhost\r\nCookie: ${"a".repeat(20_000)}\r\n\r\n`,
  );
  expect(huge.status).toBe(431);
  expect(huge.headers).toContain("content-type: application/json");
  expect(JSON.parse(huge.body)).toEqual({
    statusCode: 431,
    code: "REQUEST_HEADERS_TOO_LARGE",
    message: "Os cabeçalhos da requisição são grandes demais.",
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect(huge.headers).toContain(`x-request-id: ${JSON.parse(huge.body).requestId}`);

  const malformed = await rawExchange(
    baseURL!,
    "GET /api/v1/status HTTP/1.1\r\nHost: localhost\r\nBad Header: 1\r\n\r\n",
  );
  expect(malformed.status).toBe(400);
  expect(JSON.parse(malformed.body)).toMatchObject({
    statusCode: 400,
    code: "VALIDATION_FAILED",
    message: "Requisição malformada.",
  });
});

test("GET /api/v1/status reports the database up and tags the response with a request id", async ({ request }) => {
  const response = await request.get("/api/v1/status");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await response.json()).toMatchObject({ status: "ok", database: "up", version: expect.any(String) });
});

test("GET / answers the status JSON to API clients and the landing page to browsers", async ({ request }) => {
  const asJson = await request.get("/", { headers: { Accept: "application/json" } });
  expect(asJson.status()).toBe(200);
  expect(asJson.headers()["content-type"]).toContain("application/json");
  expect(await asJson.json()).toMatchObject({ status: "ok", database: "up" });

  const asHtml = await request.get("/", { headers: { Accept: "text/html" } });
  expect(asHtml.status()).toBe(200);
  expect(asHtml.headers()["content-type"]).toContain("text/html");
  expect(await asHtml.text()).toContain("Receba por PIX com links de pagamento");
});

test("GET /api/v1/openapi.json is an OpenAPI 3.1 document of the API", async ({ request }) => {
  const response = await request.get("/api/v1/openapi.json");
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(document.info.title).toBe("PIX Payments API");
  expect(document.paths).toHaveProperty(["/api/v1/auth/login", "post"]);
});

test("the admin API answers an admin's token and refuses a seller's with the standard error", async ({ request }) => {
  const adminToken = await accessTokenFor(request, "admin@demo.pix.br");
  const members = await request.get("/api/v1/admin/members", { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(members.status()).toBe(200);
  const page = await members.json();
  expect(page).toMatchObject({ currentPage: 1, totalRecords: expect.any(Number) });
  expect(page.data.map((member: { email: string }) => member.email)).toContain("admin@demo.pix.br");
  expect(page.data[0]).not.toHaveProperty("passwordHash");

  const sellerToken = await accessTokenFor(request, "vendedor@demo.pix.br");
  const refused = await request.get("/api/v1/admin/members", { headers: { Authorization: `Bearer ${sellerToken}` } });
  expect(refused.status()).toBe(403);
  const error = await refused.json();
  expect(error).toEqual({
    statusCode: 403,
    code: "FORBIDDEN",
    message: expect.any(String),
    requestId: expect.any(String),
  });
  expect(error.requestId).toBe(refused.headers()["x-request-id"]);

  const anonymous = await request.get("/api/v1/admin/members");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
});

test("/docs renders the API reference with Swagger UI", async ({ page }) => {
  await page.goto("/docs");
  // Swagger UI's bundle (1.5 MB) is fetched and parsed after hydration: on a busy 2-core CI
  // machine that took longer than the default 5 s.
  await expect(page.locator(".swagger-ui .info .title")).toContainText("PIX Payments API", { timeout: 20_000 });
  // The reference renders only the operations near the screen (Swagger UI virtualises long lists): filter by tag.
  await page.getByPlaceholder("Filter by tag").fill("Authentication");
  await expect(page.locator(".swagger-ui").getByText("/api/v1/auth/login", { exact: true })).toBeVisible();
});

test("pages and API answers carry the security headers", async ({ request }) => {
  for (const path of ["/", "/login", "/api/v1/status"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("default-src 'self'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test("the production server answers an unknown API path with the API's JSON error, and pages through Next.js", async ({
  request,
}) => {
  const missing = await request.get("/api/v1/no-such-endpoint");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  expect(missing.headers()["x-frame-options"]).toBe("DENY");

  const wrongMethod = await request.delete("/api/v1/status");
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()["allow"]).toBe("GET, HEAD, OPTIONS");

  const missingPage = await request.get("/no-such-page");
  expect(missingPage.status()).toBe(404);
  expect(missingPage.headers()["content-type"]).toContain("text/html");
});
