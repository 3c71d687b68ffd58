import type { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { dispatchApiRequest } from "@/lib/http/api-router";
import { type Answer, checkAnswer } from "./contract";
import { type ApiClient, apiClient, startApiServer } from "./http";

/** The real dispatcher, except that /status has drifted from its documented schema. */
async function driftedStatus(request: NextRequest): Promise<Response> {
  const response = await dispatchApiRequest(request);
  if (request.nextUrl.pathname !== "/api/v1/status") return response;
  return Response.json({ ...(await response.json()), uptimeSeconds: "12", region: "sa-east-1" }, { status: response.status });
}

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer({ dispatch: driftedStatus })).baseUrl);
});

describe("a test that receives an answer the document does not describe", () => {
  let failure = "";

  // `fails` passes only if the test fails: its own assertion holds, so only the contract check can fail it.
  // /status answers 503 with the same body when the database is slow to answer: both are documented.
  it.fails("fails", async () => {
    onTestFailed(({ task }) => {
      failure = (task.result?.errors ?? []).map((error) => error.message).join("\n");
    });
    const response = await api.get("/api/v1/status");
    expect([200, 503]).toContain(response.status);
  });

  it("with the operation, the status and what the validator found", () => {
    expect(failure).toMatch(/GET \/api\/v1\/status -> (200|503):/);
    expect(failure).toContain("/uptimeSeconds must be integer");
    expect(failure).toContain("must NOT have additional properties: region");
  });
});

describe("checkAnswer", () => {
  const json = (method: string, pathname: string, status: number, body: unknown): Answer => ({
    method,
    pathname,
    status,
    contentType: "application/json",
    body: JSON.stringify(body),
  });
  const status = { status: "ok", version: "0.1.0", uptimeSeconds: 3, database: "up", time: new Date().toISOString() };
  const error = { statusCode: 404, code: "NOT_FOUND", message: "Recurso não encontrado.", requestId: "r1" };

  it("accepts what the document describes", () => {
    expect(checkAnswer(json("GET", "/api/v1/status", 200, status))).toBeNull();
    expect(checkAnswer(json("GET", "/api/v1/payments/6f1c0c52-5a8e-4b4e-9a43-1f4f3c2a9b10", 404, error))).toBeNull();
    expect(checkAnswer({ method: "HEAD", pathname: "/api/v1/status", status: 200, contentType: "application/json", body: null })).toBeNull();
  });

  it("refuses a status the operation does not document", () => {
    expect(checkAnswer(json("GET", "/api/v1/status", 418, error))).toMatchObject({
      operation: "GET /api/v1/status",
      status: 418,
      problem: expect.stringContaining("status 418 is not documented"),
    });
  });

  it("holds errors, also outside any operation, to the one error shape", () => {
    const { requestId: _, ...withoutRequestId } = error;
    expect(checkAnswer(json("GET", "/api/v1/payments/6f1c0c52-5a8e-4b4e-9a43-1f4f3c2a9b10", 404, withoutRequestId))?.problem).toContain(
      "must have required property 'requestId'",
    );
    expect(checkAnswer(json("GET", "/api/v1/no-such-thing", 404, { error: "not found" }))).toMatchObject({ operation: "GET /api/v1/no-such-thing" });
  });

  it("refuses a media type the document does not declare, and JSON where it declares no body", () => {
    expect(checkAnswer({ ...json("GET", "/api/v1/status", 200, status), contentType: "text/html" })?.problem).toBe(
      "answers text/html, the document declares application/json",
    );
    expect(checkAnswer(json("POST", "/api/v1/auth/logout", 204, {}))?.problem).toBe("answers JSON where the document declares no body");
  });
});
