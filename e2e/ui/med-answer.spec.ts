import { type APIRequestContext, type BrowserContext, type Page, expect } from "@playwright/test";
import { apiAs, DEMO_ADMIN, expectAccessible, keepScreenshot, logIn, openPage, standInControl, test } from "./helpers";

// A MED infraction the seller can answer: the admin holds a payment of the demo seller, the seller is told (e-mail,
// the home page's alert, the held amount on the balance), answers on the infraction's page with a file (refused first
// by its bytes, then a real PDF) on a desktop and then on a phone, and the admin reads the answer and its file on
// /admin/infractions before releasing the money. Each infraction is released at the end, so the demo seller's balance
// is as it was.
// The server allows 10 logins per e-mail in 15 minutes and other files use these accounts: the seller logs in once
// through the API (to pay charges) and once in a browser, whose session the phone reuses; the admin once.
test.describe.configure({ mode: "serial" });

const SELLER = "vendedor@demo.pix.br";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0"),
  Buffer.alloc(64, 1),
]);

let sellerApi: APIRequestContext;
let admin: Page;
let sellerSession: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ playwright, browser }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL;
  sellerApi = await apiAs(playwright, baseURL!, SELLER);
  admin = await openPage(browser, workerInfo.project.use);
  await logIn(admin, DEMO_ADMIN);
  await expect(admin).toHaveURL("/admin");
});

test.afterAll(async () => {
  await sellerApi.dispose();
  await admin.context().close();
});

/** A charge of the demo seller paid at the stand-in and settled; answers its id. */
async function paidPayment(amount: number) {
  const created = await sellerApi.post("/api/v1/payments", {
    data: {
      amount,
      customer: {
        name: "Pagador Contestado",
        email: "contestado@example.com",
        document: { type: "cpf", number: "52998224725" },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(await standInControl("POST", `/cob/${id.replaceAll("-", "")}/pay`, {})).toBe(201);
  await expect(async () => {
    const payment = (await (await sellerApi.get(`/api/v1/payments/${id}`)).json()) as { status: string };
    expect(payment.status).toBe("FINISHED");
  }).toPass({ timeout: 15_000 });
  return id;
}

/** The admin opens an infraction on the payment from /admin/payments; answers its id, as the seller's API lists it. */
async function openInfraction(paymentId: string, reason: string) {
  await admin.goto("/admin/payments");
  await admin
    .getByRole("row", { name: new RegExp(`#${paymentId.slice(0, 8)}`) })
    .getByRole("button", { name: "Abrir infração MED" })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Abrir infração MED?" });
  await dialog.getByLabel("Motivo (o vendedor vê)").fill(reason);
  await dialog.getByRole("button", { name: "Reter valor" }).click();
  await expect(admin).toHaveURL("/admin/infractions");
  const listed = (await (await sellerApi.get("/api/v1/infractions?status=OPEN&perPage=100")).json()) as {
    data: { id: string; reason: string }[];
  };
  const infraction = listed.data.find((each) => each.reason === reason);
  expect(infraction).toBeDefined();
  return infraction!.id;
}

/** The admin's row of the infraction, on the open ones. */
async function adminRow(reason: string) {
  await admin.goto("/admin/infractions?status=OPEN");
  return admin.getByRole("table", { name: "Infrações MED" }).getByRole("row").filter({ hasText: reason });
}

async function release(reason: string) {
  const row = await adminRow(reason);
  await row.getByRole("button", { name: "Liberar ao vendedor" }).click();
  const dialog = admin.getByRole("dialog", { name: "Liberar o valor retido?" });
  await dialog.getByRole("button", { name: "Confirmar liberação" }).click();
  await expect(dialog).toBeHidden();
}

async function expectFitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `the width of ${page.url()}`).toBeLessThanOrEqual(widths.screen);
}

test("the seller is told at once and answers with a file on a desktop; the admin reads it before releasing", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const reason = `Pagador contestou a compra (MED) ${Date.now()}`;
  const paymentId = await paidPayment(42.42);
  const id = await openInfraction(paymentId, reason);

  await test.step("the e-mail, in the admin's mailbox of the demo", async () => {
    await admin.goto("/admin/emails");
    await expect(
      admin.getByRole("row").filter({ hasText: SELLER }).filter({ hasText: "R$ 42,42 retidos por uma infração MED" }),
    ).not.toHaveCount(0);
  });

  const seller = await openPage(browser, testInfo.project.use);
  await logIn(seller, SELLER);
  await expect(seller).toHaveURL("/seller");
  sellerSession = await seller.context().storageState();

  await test.step("the home page's alert and the held amount", async () => {
    const alert = seller.getByRole("status").filter({ hasText: /retidos por (uma|\d+) infraç/ });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: /Ver e responder|Ver as infrações/ })).toBeVisible();
    await expect(seller.getByText(/Retido \(infração MED\): R\$/)).toBeVisible();
    await seller.goto("/seller/balance");
    await expect(seller.getByRole("region", { name: "Retido (infração MED)" })).toContainText("R$");
    await seller
      .getByRole("table", { name: "Infrações MED" })
      .getByRole("row")
      .filter({ hasText: reason })
      .getByRole("link", { name: /Ver e responder/ })
      .click();
    await expect(seller).toHaveURL(`/seller/infractions/${id}`);
  });

  await test.step("the infraction's page: amount, reason, deadline and the policy at its end", async () => {
    await expect(seller.getByRole("heading", { name: "Infração MED", level: 1 })).toBeVisible();
    await expect(seller.getByText(reason)).toBeVisible();
    await expect(seller.getByText("R$ 42,42")).toBeVisible();
    await expect(seller.getByText(/faltam 7 dias/)).toBeVisible();
    await expect(seller.getByText(/Se o prazo terminar sem decisão, o valor continua retido/)).toBeVisible();
    await expectAccessible(seller);
  });

  await test.step("a file that is not what its name says is refused by its bytes", async () => {
    await seller.getByLabel("Sua resposta").fill("Entregamos o pedido no dia seguinte à compra; segue o comprovante.");
    await seller
      .getByLabel("Anexar arquivos")
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("isto não é uma imagem") });
    await seller.getByRole("button", { name: "Enviar resposta" }).click();
    await expect(seller.getByRole("alert").filter({ hasText: "Resposta não enviada" })).toContainText(
      "Os arquivos da resposta podem ser apenas PDF, JPEG, PNG.",
    );
    await seller.getByRole("button", { name: "Remover foto.png" }).click();
  });

  await test.step("the answer with a PDF", async () => {
    await seller
      .getByLabel("Anexar arquivos")
      .setInputFiles({ name: "comprovante-entrega.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(seller.getByRole("list", { name: "Arquivos anexados" })).toContainText("comprovante-entrega.pdf");
    await seller.getByRole("button", { name: "Enviar resposta" }).click();
    await expect(seller.getByText("Resposta enviada", { exact: true })).toBeVisible();
    await expect(seller.getByRole("heading", { name: "Suas respostas (1)" })).toBeVisible();
    const answer = seller.getByRole("article", { name: "Resposta 1" });
    await expect(answer).toContainText("Entregamos o pedido no dia seguinte à compra");
    await expect(answer.getByRole("link", { name: "comprovante-entrega.pdf", exact: true })).toBeVisible();
    await keepScreenshot(seller, testInfo, "seller-answered");
  });
  await seller.context().close();

  await test.step("the admin reads the answer and downloads its file, then releases the money", async () => {
    const row = await adminRow(reason);
    await row.getByText("Respostas do vendedor (1)").click();
    await expect(row).toContainText("Entregamos o pedido no dia seguinte à compra");
    const download = admin.waitForEvent("download");
    await row.getByRole("link", { name: "Baixar comprovante-entrega.pdf" }).click();
    expect((await download).suggestedFilename()).toMatch(/^resposta-[0-9a-f]{8}\.pdf$/);
    await expectAccessible(admin);
    await keepScreenshot(admin, testInfo, "admin-reads-answer");
    await release(reason);
  });
});

test("on a phone, the seller answers from the home page's alert with a photo; the admin reads it", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const reason = `Cliente não reconhece o PIX (MED) ${Date.now()}`;
  const id = await openInfraction(await paidPayment(31.31), reason);

  // The desktop's session, on a phone: no second login.
  const phone = await openPage(browser, testInfo.project.use, { ...PHONE, storageState: sellerSession });
  await phone.goto("/seller");
  const alert = phone.getByRole("status").filter({ hasText: /retidos por (uma|\d+) infraç/ });
  await alert.getByRole("link", { name: /Ver e responder|Ver as infrações/ }).click();
  await phone.waitForURL(/\/seller\/infractions(\/[0-9a-f-]{36})?$/);
  // With other infractions open, the alert leads to the list first.
  if (new URL(phone.url()).pathname === "/seller/infractions") {
    await expectFitsThePhone(phone);
    await phone
      .getByRole("row")
      .filter({ hasText: reason })
      .getByRole("link", { name: /Ver e responder/ })
      .click();
  }
  await expect(phone).toHaveURL(`/seller/infractions/${id}`);
  await expect(phone.getByText("R$ 31,31")).toBeVisible();
  await expectFitsThePhone(phone);
  await expectAccessible(phone);

  await phone.getByLabel("Sua resposta").fill("O cliente comprou na loja física; segue a foto do recibo assinado.");
  await phone.getByLabel("Anexar arquivos").setInputFiles({ name: "recibo.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await phone.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(phone.getByText("Resposta enviada", { exact: true })).toBeVisible();
  await expect(
    phone.getByRole("article", { name: "Resposta 1" }).getByRole("link", { name: "recibo.jpg", exact: true }),
  ).toBeVisible();
  await expectFitsThePhone(phone);
  await keepScreenshot(phone, testInfo, "phone-answered");

  await phone.goto("/seller/infractions");
  await expect(phone.getByRole("heading", { name: "Infrações MED", level: 1 })).toBeVisible();
  await expectFitsThePhone(phone);
  await phone.context().close();

  const row = await adminRow(reason);
  await row.getByText("Respostas do vendedor (1)").click();
  await expect(row).toContainText("O cliente comprou na loja física");
  await expect(row.getByRole("link", { name: "recibo.jpg", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^/api/v1/infractions/${id}/files/[0-9a-f-]{36}\\?preview=1$`),
  );
  await release(reason);
});
