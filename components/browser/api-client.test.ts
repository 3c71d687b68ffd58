import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, applyServerErrors } from "./api-client";

/** Answers every fetch with `response` and keeps what was asked. */
function answerWith(response: Response) {
  const fetch = vi.fn(async (_path: string, _init: RequestInit) => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiFetch", () => {
  it("POSTs JSON with the session cookie and the Idempotency-Key, and returns the body", async () => {
    const fetch = answerWith(Response.json({ id: "w1" }, { status: 201 }));
    const created = await apiFetch("/api/v1/withdrawals", {
      method: "POST",
      body: { amount: 20 },
      idempotencyKey: "k1",
    });
    expect(created).toEqual({ id: "w1" });
    expect(fetch).toHaveBeenCalledWith("/api/v1/withdrawals", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "k1" },
      body: '{"amount":20}',
      credentials: "same-origin",
    });
  });

  it("returns undefined for 204 without reading a body", async () => {
    answerWith(new Response(null, { status: 204 }));
    await expect(apiFetch("/api/v1/auth/logout", { method: "POST" })).resolves.toBeUndefined();
  });

  it("throws the API's error body, or a generic one when the answer is not the API's", async () => {
    const conflict = { statusCode: 409, code: "CONFLICT", message: "Já existe.", requestId: "r1" } as const;
    answerWith(Response.json(conflict, { status: 409 }));
    await expect(apiFetch("/api/v1/customers")).rejects.toEqual(new ApiError(conflict));

    answerWith(new Response("<html>Bad Gateway</html>", { status: 502 }));
    const error = await apiFetch("/api/v1/customers").catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({
      statusCode: 502,
      code: "INTERNAL_ERROR",
      message: "Não foi possível falar com o servidor.",
      requestId: "",
    });
  });
});

describe("applyServerErrors", () => {
  it("puts the API's messages on the fields it names, focusing the first, and answers the rest as the failure", () => {
    const setError = vi.fn();
    const refused = new ApiError({
      statusCode: 400,
      code: "VALIDATION_FAILED",
      message: "Dados inválidos.",
      requestId: "r1",
      details: [
        { path: "currentPassword", message: "Senha incorreta" },
        { path: "code", message: "Código inválido ou já usado" },
        { path: "other", message: "Não é um campo do formulário" },
      ],
    });
    expect(applyServerErrors(refused, setError, ["code", "currentPassword"])).toBeNull();
    expect(setError.mock.calls).toEqual([
      ["currentPassword", { message: "Senha incorreta" }, { shouldFocus: true }],
      ["code", { message: "Código inválido ou já usado" }, { shouldFocus: false }],
    ]);
    expect(applyServerErrors(new ApiError({ ...refused.body, details: [] }), setError, ["code"])).toBe(
      "Dados inválidos.",
    );
  });
});
