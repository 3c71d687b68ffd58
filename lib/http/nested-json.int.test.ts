import { beforeAll, expect, it } from "vitest";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";

// About 6 KB of brackets: a recursion over the body (the NUL check, the schema, the fingerprint) used to overflow.
const DEEP = `${"[".repeat(3000)}${"]".repeat(3000)}`;

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

it("refuses a body nested past the limit with 400, on public and signed-in routes alike", async () => {
  for (const path of ["/api/v1/auth/login", "/api/v1/payments", "/api/v1/auth/register"]) {
    const answer = await api.post(path, { rawBody: DEEP, headers: { "content-type": "application/json" } });
    expect(answer.status, path).toBe(400);
    expect(answer.body).toMatchObject({ code: "MALFORMED_JSON", message: expect.stringContaining("níveis") });
  }
});

it("still reads a body whose brackets sit inside strings, however many", async () => {
  const answer = await api.post("/api/v1/auth/login", {
    body: { email: `${"[".repeat(3000)}@example.com`, password: "x".repeat(12) },
  });
  expect(answer.status).not.toBe(500);
  expect(answer.body.code).not.toBe("MALFORMED_JSON");
});
