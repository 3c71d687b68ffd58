import { expect, it } from "vitest";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { MAX_PAYMENT_CENTS } from "@/lib/money";
import { buildOpenApiDocument } from "./document";

it("documents the 401 of the public routes that check credentials or a refresh token", () => {
  const { paths } = buildOpenApiDocument(ROUTES, "http://localhost:3000");
  for (const path of ["/api/v1/auth/login", "/api/v1/api/auth/login", "/api/v1/auth/refresh", "/api/v1/auth/logout"]) {
    expect(paths?.[path]?.post?.responses?.["401"], path).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
  }
});

it("documents one payment's maximum on every amount that takes it", () => {
  const schemas = buildOpenApiDocument(ROUTES, "http://localhost:3000").components?.schemas ?? {};
  const property = (schema: string, name: string) => (schemas[schema] as { properties: Record<string, { maximum?: number; description?: string }> }).properties[name]!;
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
  for (const [schema, name] of [["CreateFeeInput", "feeValue"], ["UpdateFeeInput", "feeValue"], ["PutWithdrawalConfigInput", "feeValue"]] as const) {
    expect(property(schema, name).description, `${schema}.${name}`).toContain(`up to ${maximum.toFixed(2)}`);
  }
});
