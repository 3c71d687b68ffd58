import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createLink } from "@/lib/testing/payments";
import { insertUser } from "@/lib/testing/users";
import { checkoutMetadata } from "./checkout-metadata";
import { getPublicPaymentLink } from "./service";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("GET /payment-links/{hash}/preview", () => {
  it("draws the link's preview image (1200×630 PNG) for chats, without fetching anything, whatever its text", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const seller = await insertUser({ approved: true, companyName: "Doceria Brigadeiro 🍫 Ελλάδα" });
    const link = await createLink(seller.id, 2_590);
    await db().paymentLink.update({
      where: { id: link.id },
      data: { description: "Caixa com 12\nbrigadeiros 🎉 東京 Θ" },
    });

    const response = await api.get(`/api/v1/payment-links/${link.hash}/preview`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(pngSize(response.body as Buffer)).toEqual({ width: 1200, height: 630 });
    // Satori fetches fonts and emoji it lacks from the internet; the text given to it never needs one. (It reads its
    // own WebAssembly through data: URLs, and this test calls the server on 127.0.0.1.)
    const urls = fetchSpy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input));
    expect(urls.filter((url) => url.protocol !== "data:" && url.hostname !== "127.0.0.1").map(String)).toEqual([]);
  });

  it("is named by the checkout's Open Graph image, and is 404 for an unknown hash", async () => {
    const seller = await insertUser({ approved: true });
    const link = await createLink(seller.id);
    const metadata = checkoutMetadata(await getPublicPaymentLink(link.hash));
    expect(metadata.openGraph?.images).toEqual([
      {
        url: `${env().APP_URL}/api/v1/payment-links/${link.hash}/preview`,
        type: "image/png",
        width: 1200,
        height: 630,
        alt: "Camiseta: R$\u00a0150,50",
      },
    ]);
    expect(metadata.twitter).toEqual({ card: "summary_large_image" });
    expect((await api.get("/api/v1/payment-links/nao-existe/preview")).status).toBe(404);
  });
});
