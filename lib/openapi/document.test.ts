import { expect, it } from "vitest";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { buildOpenApiDocument } from "./document";

it("documents the 401 of the public routes that check credentials or a refresh token", () => {
  const { paths } = buildOpenApiDocument(ROUTES, "http://localhost:3000");
  for (const path of ["/api/v1/auth/login", "/api/v1/api/auth/login", "/api/v1/auth/refresh", "/api/v1/auth/logout"]) {
    expect(paths?.[path]?.post?.responses?.["401"], path).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
  }
});
