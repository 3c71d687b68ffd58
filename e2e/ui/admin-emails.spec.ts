import { expect } from "@playwright/test";
import { DEMO_ADMIN, expectAccessible, followNav, keepScreenshot, logIn, test } from "./helpers";

// The demo runs without SMTP_URL: its e-mail stays in the built-in mailbox the admin reads here.
// The demo's sales left the seller a "você recebeu" e-mail each, delivered to the mailbox by the job loop.
test("the admin reads the demo's mailbox: the list, then one e-mail's HTML part sandboxed and its text part", async ({
  page,
}, testInfo) => {
  // Two pages checked by axe on a machine that may be busy.
  test.setTimeout(90_000);
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  await followNav(page, "E-mails", "Configurações");
  await expect(page.getByRole("heading", { level: 1, name: "E-mails" })).toBeVisible();
  await expect(page.getByText("Caixa interna: nenhum servidor SMTP configurado")).toBeVisible();

  const row = page
    .getByRole("row")
    .filter({ hasText: "vendedor@demo.pix.br" })
    .filter({ hasText: /Você recebeu R\$/ })
    .first();
  // Queued by the seed, kept as delivered within a second or two of the start.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText("Enviado", { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByText("Caixa interna")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, "mailbox");

  await row.getByRole("link", { name: /Você recebeu R\$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Você recebeu R\$/ })).toBeVisible();
  await expect(page.getByText(/^<[0-9a-f-]{36}@localhost>$/)).toBeVisible();
  const frame = page.getByTitle("Versão HTML do e-mail");
  // An empty sandbox: no scripts, an opaque origin.
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(frame.contentFrame().getByRole("heading", { name: /Você recebeu um pagamento de R\$/ })).toBeVisible();
  await expect(frame.contentFrame().getByRole("link", { name: "Ver pagamentos" })).toHaveAttribute(
    "href",
    /\/seller\/payments$/,
  );
  await expect(page.locator("pre")).toContainText("Um cliente pagou uma cobrança PIX sua.");
  await expect(page.locator("pre")).toContainText("Ver pagamentos: http");
  // axe cannot run inside a frame whose sandbox forbids scripts (it waits forever): the page around it is checked.
  await expectAccessible(page, { exclude: ["iframe"] });
  await keepScreenshot(page, testInfo, "email");
});
