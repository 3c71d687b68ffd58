import QRCode from "qrcode";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const approvedSeller = () => createUserAndLogin(api, { approved: true });
const newLink = async (token: string) =>
  (await api.post("/api/v1/payment-links", { token, body: { description: "Camiseta", amount: 50 } })).body;

describe("GET /payment-links/{id}/qrcode", () => {
  it("downloads the checkout URL as a PNG by default and as an SVG", async () => {
    const seller = await approvedSeller();
    const link = await newLink(seller.access);

    const png = await api.get(`/api/v1/payment-links/${link.id}/qrcode`, { token: seller.access });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toBe(`attachment; filename="link-${link.hash}.png"`);
    expect(png.body.subarray(1, 4).toString()).toBe("PNG");

    const svg = await api.get(`/api/v1/payment-links/${link.id}/qrcode?format=svg`, { token: seller.access });
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("content-disposition")).toBe(`attachment; filename="link-${link.hash}.svg"`);
    // The same encoder given the checkout URL draws the same symbol: the code holds that URL.
    expect(svg.body.toString()).toBe(
      await QRCode.toString(link.url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
    );
  });

  it("is the owner's only: 404 for another seller, 401 without a token, 400 for an unknown format", async () => {
    const owner = await approvedSeller();
    const link = await newLink(owner.access);
    const intruder = await approvedSeller();
    const hidden = await api.get(`/api/v1/payment-links/${link.id}/qrcode`, { token: intruder.access });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe("NOT_FOUND");
    expect((await api.get(`/api/v1/payment-links/${link.id}/qrcode`)).status).toBe(401);
    const badFormat = await api.get(`/api/v1/payment-links/${link.id}/qrcode?format=jpg`, { token: owner.access });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.details[0].path).toBe("format");
  });
});
