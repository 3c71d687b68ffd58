import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createLink } from "@/lib/testing/payments";
import { insertUser } from "@/lib/testing/users";
import { getPaymentLinkCard } from "./link-card";

describe("getPaymentLinkCard", () => {
  it("gives the seller's name, the description, the amount, the checkout URL and its QR code as an SVG", async () => {
    const owner = await insertUser({ approved: true, companyName: "Doceria Brigadeiro & Cia" });
    const link = await createLink(owner.id, 2_590);
    await db().paymentLink.update({ where: { id: link.id }, data: { description: "Caixa com 12 brigadeiros" } });

    const card = await getPaymentLinkCard(sessionActor(owner), link.id);
    expect(card).toMatchObject({
      description: "Caixa com 12 brigadeiros",
      amount: "R$\u00a025,90",
      sellerName: "Doceria Brigadeiro & Cia",
      url: `${env().APP_URL}/checkout/${link.hash}`,
      active: true,
    });
    const [prefix, base64] = card.qrCodeDataUrl.split(",");
    expect(prefix).toBe("data:image/svg+xml;base64");
    expect(Buffer.from(base64!, "base64").toString("utf8")).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it("says when the link is off, and hides another seller's link or an unknown one", async () => {
    const owner = await insertUser({ approved: true });
    const stranger = await insertUser({ approved: true });
    const link = await createLink(owner.id);
    await db().paymentLink.update({ where: { id: link.id }, data: { status: "INACTIVE" } });

    expect((await getPaymentLinkCard(sessionActor(owner), link.id)).active).toBe(false);
    await expect(getPaymentLinkCard(sessionActor(stranger), link.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getPaymentLinkCard(sessionActor(owner), randomUUID())).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
