import { expect, it, vi } from "vitest";
import { checkAnswer } from "./contract";

const notFound = { statusCode: 404, code: "NOT_FOUND", message: "Recurso não encontrado.", requestId: "r1" };

// The route index with one more route file whose handler is not made by route(): it has no spec,
// so the document has no operation for it, as a hand-written handler would be.
vi.mock("@/app/api/v1/routes.generated", async (importOriginal) => {
  const { ROUTES } = await importOriginal<typeof import("@/app/api/v1/routes.generated")>();
  return {
    ROUTES: [
      ...ROUTES,
      { path: "/api/v1/unlisted", module: { GET: async () => Response.json(notFound, { status: 404 }) } },
    ],
  };
});

const json = (method: string, status: number, body: unknown) => ({
  method,
  pathname: "/api/v1/unlisted",
  status,
  contentType: "application/json",
  body: JSON.stringify(body),
});

it("refuses any answer of a route handler that the document does not have, even one in the error shape", () => {
  expect(checkAnswer(json("GET", 404, notFound))).toEqual({
    operation: "GET /api/v1/unlisted",
    status: 404,
    problem: "the route answers this method, and the document has no operation for it",
  });
  // The router's 405 for a method the route file does not export is the router's own answer.
  expect(checkAnswer(json("POST", 405, { ...notFound, statusCode: 405, code: "METHOD_NOT_ALLOWED" }))).toBeNull();
});
