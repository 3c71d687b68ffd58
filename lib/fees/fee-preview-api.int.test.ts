import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

type PreviewFee = {
  id: string | null;
  sellerId: string | null;
  target: string;
  feeType: string;
  feeValue: number;
  change: string;
};

const preview = (sellerId: string, body: unknown, token = admin.access) =>
  api.post(`/api/v1/admin/fee-previews/${sellerId}`, { token, body });
const addOwnFee = (sellerId: string, fee: object) =>
  api.post("/api/v1/admin/fees", { token: admin.access, body: { sellerId, ...fee } });
/** The fees a seller's payments use now, as the admin's page reads them. */
const applying = async (sellerId: string) =>
  ((await api.get(`/api/v1/admin/fees/${sellerId}`, { token: admin.access })).body.fees as PreviewFee[]).map(
    ({ id, target, feeType, feeValue }) => ({ id, target, feeType, feeValue }),
  );
const rows = (fees: PreviewFee[]) =>
  fees.map(({ sellerId, target, feeType, feeValue, change }) => ({
    own: sellerId !== null,
    target,
    feeType,
    feeValue,
    change,
  }));

describe("POST /admin/fee-previews/{sellerId}", () => {
  it("shows that a seller's own service fee drops both service defaults and keeps the gateway one, and saves nothing", async () => {
    const seller = await createUserAndLogin(api);
    const feesBefore = await db().fee.count();
    const response = await preview(seller.user.id, {
      action: "CREATE",
      fee: { target: "SERVICE", feeType: "PERCENTAGE", feeValue: "0.5" },
    });
    expect(response.status).toBe(200);
    expect(response.body.sellerId).toBe(seller.user.id);
    expect(rows(response.body.fees)).toEqual([
      { own: false, target: "SERVICE", feeType: "FIXED", feeValue: 1.5, change: "STOPS" },
      { own: false, target: "SERVICE", feeType: "PERCENTAGE", feeValue: 0.99, change: "STOPS" },
      { own: true, target: "SERVICE", feeType: "PERCENTAGE", feeValue: 0.5, change: "STARTS" },
      { own: false, target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 0.5, change: "UNCHANGED" },
    ]);
    expect(response.body.fees[2].id).toBeNull();
    expect(await db().fee.count()).toBe(feesBefore);

    // What the preview said is what payments then use.
    await addOwnFee(seller.user.id, { target: "SERVICE", feeType: "PERCENTAGE", feeValue: "0.5" });
    const after = (response.body.fees as PreviewFee[]).filter((fee) => fee.change !== "STOPS");
    expect(
      (await applying(seller.user.id)).map(({ target, feeType, feeValue }) => ({ target, feeType, feeValue })),
    ).toEqual(after.map(({ target, feeType, feeValue }) => ({ target, feeType, feeValue })));
  });

  it("shows the defaults coming back when the seller's last own fee of a target is switched off, and not while another remains", async () => {
    const seller = await createUserAndLogin(api);
    const first = (await addOwnFee(seller.user.id, { target: "GATEWAY", feeType: "FIXED", feeValue: 0.3 })).body;
    const only = await preview(seller.user.id, { action: "DEACTIVATE", feeId: first.id });
    expect(only.status).toBe(200);
    expect(rows(only.body.fees).filter((fee) => fee.target === "GATEWAY")).toEqual([
      { own: false, target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 0.5, change: "STARTS" },
      { own: true, target: "GATEWAY", feeType: "FIXED", feeValue: 0.3, change: "STOPS" },
    ]);
    expect(
      rows(only.body.fees)
        .filter((fee) => fee.target === "SERVICE")
        .map((fee) => fee.change),
    ).toEqual(["UNCHANGED", "UNCHANGED"]);

    const second = (await addOwnFee(seller.user.id, { target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 0.2 })).body;
    const oneLeft = await preview(seller.user.id, { action: "DEACTIVATE", feeId: first.id });
    expect(rows(oneLeft.body.fees).filter((fee) => fee.target === "GATEWAY")).toEqual([
      { own: true, target: "GATEWAY", feeType: "FIXED", feeValue: 0.3, change: "STOPS" },
      { own: true, target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 0.2, change: "UNCHANGED" },
    ]);
    expect(
      (oneLeft.body.fees as PreviewFee[]).find((fee) => fee.change === "UNCHANGED" && fee.target === "GATEWAY")?.id,
    ).toBe(second.id);
    expect(await db().fee.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ isActive: true });
  });

  it("answers 404 for an unknown seller or a fee that is not the seller's active own fee", async () => {
    const seller = await createUserAndLogin(api);
    const other = await createUserAndLogin(api);
    const othersFee = (await addOwnFee(other.user.id, { target: "SERVICE", feeType: "FIXED", feeValue: 1 })).body;
    const defaultFee = await db().fee.findFirstOrThrow({ where: { sellerId: null } });
    expect((await preview(randomUUID(), { action: "DEACTIVATE", feeId: othersFee.id })).status).toBe(404);
    for (const feeId of [othersFee.id, defaultFee.id, randomUUID()]) {
      const refused = await preview(seller.user.id, { action: "DEACTIVATE", feeId });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe("NOT_FOUND");
    }
  });

  it.each([
    [{ action: "CREATE", fee: { target: "SERVICE", feeType: "FIXED", feeValue: "1.999" } }, "fee.feeValue"],
    [{ action: "CREATE", fee: { target: "SERVICE", feeType: "PERCENTAGE", feeValue: 0 } }, "fee.feeValue"],
    [{ action: "DEACTIVATE", feeId: "nope" }, "feeId"],
    [{ action: "DELETE" }, "action"],
  ])("refuses %j with a 400 at %s", async (body, path) => {
    const seller = await createUserAndLogin(api);
    const response = await preview(seller.user.id, body);
    expect(response.status).toBe(400);
    expect(response.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it("is for admins only", async () => {
    const seller = await createUserAndLogin(api);
    expect(
      (await preview(seller.user.id, { action: "CREATE", fee: { feeType: "FIXED", feeValue: 1 } }, seller.access))
        .status,
    ).toBe(403);
  });
});
