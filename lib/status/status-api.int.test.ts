import { beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { listOperations } from "@/lib/openapi/document";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

describe("GET /status", () => {
  it("reports the service and its database", async () => {
    const response = await api.get("/api/v1/status");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: "ok",
      database: "up",
      version: expect.any(String),
      uptimeSeconds: expect.any(Number),
    });
    expect(new Date(response.body.time).toString()).not.toBe("Invalid Date");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /openapi.json", () => {
  it("documents every exported route handler with the standard error shape", async () => {
    const response = await api.get("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe("3.1.0");
    const operations = listOperations(ROUTES);
    expect(operations.length).toBeGreaterThan(10);
    for (const { method, path } of operations) {
      const operation = response.body.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.responses["400"].content["application/json"].schema.$ref).toBe("#/components/schemas/Error");
    }
    expect(response.body.components.schemas.User.properties).not.toHaveProperty("passwordHash");
  });
});
