import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createLink } from "@/lib/testing/payments";
import { insertUser } from "@/lib/testing/users";
import { checkoutMetadata } from "./checkout-metadata";
import { getPublicPaymentLink } from "./service";

describe("checkoutMetadata", () => {
  it("gives a shared link Open Graph tags naming what is sold, the amount and the seller, on one line each", async () => {
    const seller = await insertUser({ approved: true, companyName: "Ateliê Ipê & Filhos" });
    const link = await createLink(seller.id, 12_990);
    await db().paymentLink.update({ where: { id: link.id }, data: { description: "Vaso de\ncerâmica  esmaltada" } });

    const metadata = checkoutMetadata(await getPublicPaymentLink(link.hash));
    const url = `${env().APP_URL}/checkout/${link.hash}`;
    expect(metadata.title).toBe("Pagar Vaso de cerâmica esmaltada");
    expect(metadata.description).toBe("Pague R$\u00a0129,90 a Ateliê Ipê & Filhos por PIX.");
    expect(metadata.openGraph).toMatchObject({
      type: "website",
      locale: "pt_BR",
      siteName: "PIX Pagamentos",
      url,
      title: "Vaso de cerâmica esmaltada · R$\u00a0129,90",
      description: "Pague R$\u00a0129,90 a Ateliê Ipê & Filhos por PIX.",
    });
    expect(metadata.alternates).toEqual({ canonical: url });
    // A checkout belongs to one seller's customers, not to search engines.
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });
});
