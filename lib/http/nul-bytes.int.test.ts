import { beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { listOperations } from "@/lib/openapi/document";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";

// PostgreSQL text cannot hold U+0000: a NUL that reached a query used to answer 500.
const NUL = "a\u0000b";

let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;
let linkId: string;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  admin = await createUserAndLogin(api, { role: "admin" });
  linkId = (await createLink(seller.user.id)).id;
});

function expectRefused(response: { status: number; body: any }, field: string) {
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED", requestId: expect.any(String) });
  expect(response.body.details).toContainEqual({ path: field, message: expect.stringContaining("\\u0000") });
}

describe("a NUL character in the request", () => {
  it("is refused in the anonymous bodies with the validation error, naming the field", async () => {
    expectRefused(
      await api.post("/api/v1/auth/login", { body: { email: `x${NUL}@example.com`, password: "whatever123" } }),
      "email",
    );
    expectRefused(
      await api.post("/api/v1/auth/register", {
        body: { companyName: NUL, email: "nul@example.com", password: "whatever123" },
      }),
      "companyName",
    );
    expectRefused(await api.post("/api/v1/api/auth/login", { body: { publicKey: NUL, privateKey: "x" } }), "publicKey");
    expectRefused(
      await api.post("/api/v1/payments", { body: { paymentLinkId: linkId, customer: buyer({ name: `Maria${NUL}` }) } }),
      "customer.name",
    );
  });

  it("is refused in a path parameter and in a query string", async () => {
    expectRefused(await api.get(`/api/v1/payment-links/${encodeURIComponent(NUL)}`), "ref");
    expectRefused(
      await api.get(`/api/v1/payments?search=${encodeURIComponent(NUL)}`, { token: seller.access }),
      "search",
    );
  });

  it("never answers 5xx on any operation, as anonymous, seller or admin", async () => {
    for (const { method, path, spec } of listOperations(ROUTES)) {
      const token = spec.auth === "admin" ? admin.access : spec.auth === "public" ? undefined : seller.access;
      const url = `${path.replace(/\{\w+\}/g, encodeURIComponent(NUL))}?search=${encodeURIComponent(NUL)}&status=${encodeURIComponent(NUL)}`;
      const body =
        method === "GET"
          ? {}
          : {
              rawBody: JSON.stringify({ name: NUL, email: NUL, description: NUL, amount: 10, reason: NUL }),
              headers: { "content-type": "application/json" },
            };
      const response = await api[method.toLowerCase() as "get"](url, { token, ...body });
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
