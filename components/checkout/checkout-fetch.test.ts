import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/components/browser/api-client";
import { checkoutFetch } from "./checkout-fetch";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("checkoutFetch", () => {
  it("sends no cookie and skips the HTTP cache", async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => Response.json({ id: "p1" }));
    vi.stubGlobal("fetch", fetch);
    await expect(checkoutFetch("/api/v1/checkout/h/payments/p1")).resolves.toEqual({ id: "p1" });
    expect(fetch).toHaveBeenCalledWith(
      "/api/v1/checkout/h/payments/p1",
      expect.objectContaining({ method: "GET", credentials: "omit", cache: "no-store" }),
    );
  });

  it("tells the buyer how long to wait when rate-limited", async () => {
    const limited = { statusCode: 429, code: "RATE_LIMITED", message: "Too many requests", requestId: "r1" };
    vi.stubGlobal("fetch", async () => Response.json(limited, { status: 429, headers: { "Retry-After": "30" } }));
    await expect(checkoutFetch("/api/v1/payments", { method: "POST", body: {} })).rejects.toEqual(
      new ApiError({
        statusCode: 429,
        code: "RATE_LIMITED",
        message: "Muitas tentativas. Aguarde 30 segundos e tente novamente.",
        requestId: "r1",
      }),
    );
  });
});
