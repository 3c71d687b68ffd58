import { expect, it } from "vitest";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { MAX_PAYMENT_CENTS } from "@/lib/money";
import { buildOpenApiDocument } from "./document";
import { OPERATION_IDS } from "./operation-ids";

it("documents the 401 of the public routes that check credentials or a refresh token", () => {
  const { paths } = buildOpenApiDocument(ROUTES, "http://localhost:3000");
  for (const path of ["/api/v1/auth/login", "/api/v1/api/auth/login", "/api/v1/auth/refresh", "/api/v1/auth/logout"]) {
    expect(paths?.[path]?.post?.responses?.["401"], path).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    });
  }
});

it("documents one payment's maximum on every amount that takes it", () => {
  const schemas = buildOpenApiDocument(ROUTES, "http://localhost:3000").components?.schemas ?? {};
  const property = (schema: string, name: string) =>
    (schemas[schema] as { properties: Record<string, { maximum?: number; description?: string }> }).properties[name]!;
  const maximum = MAX_PAYMENT_CENTS / 100;
  for (const [schema, name] of [
    ["CreatePaymentInput", "amount"],
    ["CreatePaymentLinkInput", "amount"],
    ["CreateWithdrawalInput", "amount"],
    ["PutWithdrawalConfigInput", "minAmount"],
    ["PutWithdrawalConfigInput", "maxAmount"],
    ["CreateEnterpriseInput", "averageTicket"],
  ] as const) {
    expect(property(schema, name).maximum, `${schema}.${name}`).toBe(maximum);
  }
  // A fee value is reais or percent by its type, so the maximum of a fixed one is in words.
  for (const [schema, name] of [
    ["CreateFeeInput", "feeValue"],
    ["UpdateFeeInput", "feeValue"],
    ["PutWithdrawalConfigInput", "feeValue"],
  ] as const) {
    expect(property(schema, name).description, `${schema}.${name}`).toContain(`up to ${maximum.toFixed(2)}`);
  }
});

type Operation = { operationId?: string; responses: Record<string, { content?: Record<string, unknown> }> };

function operations() {
  const { paths } = buildOpenApiDocument(ROUTES, "http://localhost:3000");
  return Object.entries(paths ?? {}).flatMap(([path, pathItem]) =>
    Object.entries(pathItem as Record<string, Operation>).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
}

it("gives every operation its own stable camelCase operationId", () => {
  const all = operations();
  expect(
    all.filter(({ operation }) => !operation.operationId).map(({ key }) => key),
    "operations without a row in OPERATION_IDS",
  ).toEqual([]);
  for (const { key, operation } of all) expect(operation.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  const ids = all.map(({ operation }) => operation.operationId);
  expect(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    "operationIds used twice",
  ).toEqual([]);
  const keys = new Set(all.map(({ key }) => key));
  expect(
    Object.keys(OPERATION_IDS).filter((key) => !keys.has(key)),
    "rows of OPERATION_IDS that name no operation",
  ).toEqual([]);
});

it("declares the content of every success answer but a 204, files by their media types", () => {
  for (const { key, operation } of operations()) {
    const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith("2"))!;
    if (status === "204") expect(success.content, key).toBeUndefined();
    else expect(Object.keys(success.content ?? {}), key).not.toEqual([]);
  }
  const content = (key: string) =>
    Object.keys(operations().find((operation) => operation.key === key)!.operation.responses["200"]!.content!);
  expect(content("GET /api/v1/payments/{id}/qrcode")).toEqual(["image/png"]);
  expect(content("GET /api/v1/admin/payments/export")).toEqual(["text/csv"]);
  expect(content("GET /api/v1/enterprises/{id}/documents/{type}")).toEqual([
    "application/pdf",
    "image/jpeg",
    "image/png",
    "application/octet-stream",
  ]);
});

it("keeps every shared schema non-null itself (a use site's .nullable() must not leak into the component)", () => {
  const schemas = buildOpenApiDocument(ROUTES, "http://localhost:3000").components?.schemas ?? {};
  const nullable = Object.entries(schemas).filter(([, schema]) =>
    [(schema as { type?: unknown }).type].flat().includes("null"),
  );
  expect(nullable.map(([name]) => name)).toEqual([]);
});

it("documents the format choice of every CSV export, the Brazilian spreadsheet format by default", () => {
  const csvExports = operations().filter(({ operation }) => operation.responses["200"]?.content?.["text/csv"]);
  expect(csvExports.map(({ key }) => key).sort()).toEqual([
    "GET /api/v1/admin/payments/export",
    "GET /api/v1/admin/reconciliation/runs/{day}/export",
    "GET /api/v1/seller-balances/me/csv",
  ]);
  for (const { key, operation } of csvExports) {
    const format = (
      operation as { parameters?: { name: string; in: string; schema: { enum?: string[]; default?: string } }[] }
    ).parameters?.find((parameter) => parameter.name === "format");
    expect(format, key).toMatchObject({ in: "query", schema: { enum: ["br", "plain"], default: "br" } });
  }
});
