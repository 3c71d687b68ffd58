import { expect } from "@playwright/test";
import { keepScreenshot, logIn, test } from "./helpers";

const SELLER = "vendedor@demo.pix.br";

test("a seller shares, downloads, edits and limits a link; the checkout tells a buyer when it expired", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await logIn(page, SELLER);
  await expect(page).toHaveURL("/seller");
  await page.goto("/seller/links");
  const description = `Ingresso ${Date.now()}`;

  await page.getByRole("button", { name: "Novo link" }).click();
  const create = page.getByRole("dialog", { name: "Novo link de pagamento" });
  await create.getByLabel("Descrição").fill(description);
  await create.getByLabel("Valor").pressSequentially("2500");
  await create.getByLabel("Limite de pagamentos (opcional)").fill("0");
  await create.getByRole("button", { name: "Criar link" }).click();
  await expect(create.getByText("No mínimo 1")).toBeVisible();
  await create.getByLabel("Limite de pagamentos (opcional)").fill("2");
  await create.getByRole("button", { name: "Criar link" }).click();
  await expect(page.getByText("Link criado")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: description });
  await expect(row.getByText("0 de 2")).toBeVisible();

  const whatsapp = row.getByRole("link", { name: /WhatsApp/ });
  const text = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!;
  expect(text).toContain(description);
  expect(text).toContain("R$\u00a025,00");
  expect(text).toMatch(/\/checkout\/[0-9A-Za-z]{16}$/);

  for (const format of ["png", "svg"]) {
    const download = page.waitForEvent("download");
    await row.getByRole("link", { name: new RegExp(`QR ${format.toUpperCase()}`) }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^link-[0-9A-Za-z]{16}\\.${format}$`));
  }

  await row.getByRole("button", { name: /Editar/ }).click();
  const edit = page.getByRole("dialog", { name: "Editar link" });
  await edit.getByLabel("Descrição").fill(`${description} VIP`);
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `${description} VIP` })).toBeVisible();
  await keepScreenshot(page, testInfo, "seller-links");

  // An expiry a moment away, set through the API as an integrator would: once past, the checkout says so.
  const link = (await (await page.request.get("/api/v1/payment-links?perPage=50")).json()).data.find(
    (candidate: { description: string }) => candidate.description === `${description} VIP`,
  ) as { id: string; hash: string };
  const expiring = await page.request.patch(`/api/v1/payment-links/${link.id}`, {
    data: { expiresAt: new Date(Date.now() + 2_000).toISOString() },
    headers: { origin: baseURL! },
  });
  expect(expiring.status()).toBe(200);
  await page.waitForTimeout(2_500);
  await page.goto(`/checkout/${link.hash}`);
  await expect(page.getByText("Link expirado")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pagar com PIX" })).toHaveCount(0);
  await keepScreenshot(page, testInfo, "checkout-expired");
});
