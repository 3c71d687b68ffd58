import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { renderRouteIndex } from "./gen-route-index";

it("app/api/v1/routes.generated.ts lists every route file (run `npm run routes` if not)", () => {
  const committed = readFileSync(path.resolve(import.meta.dirname, "../app/api/v1/routes.generated.ts"), "utf8");
  expect(committed).toBe(renderRouteIndex());
});
