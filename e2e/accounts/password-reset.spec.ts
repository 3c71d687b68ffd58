import { type Page, expect } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PASSWORD, keepScreenshot, logIn, logOut, openPage, test } from "../ui/helpers";
import { uniqueEmail } from "../ui/onboarding-wizard";

// A seller of its own (the demo's logins are shared by the other specs, whose passwords must not change). The demo
// runs without SMTP_URL, so the reset link is read where the admin reads the built-in mailbox.

const FIRST_NEW_PASSWORD = "senha-nova-do-link";
const SECOND_NEW_PASSWORD = "senha-trocada-na-conta";

/** The path of the reset link in the newest "Redefina sua senha" e-mail to `email`, read on /admin/emails. */
async function resetLinkFromMailbox(admin: Page, email: string): Promise<string> {
  await admin.goto("/admin/emails");
  const row = admin.getByRole("row").filter({ hasText: email }).filter({ hasText: "Redefina sua senha" }).first();
  await expect(async () => {
    await admin.reload();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole("link", { name: "Redefina sua senha" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Redefina sua senha" })).toBeVisible();
  const text = await admin.locator("pre").innerText();
  const link = /https?:\/\/[^\s/]+(\/reset-password\/[A-Za-z0-9_-]+)/.exec(text);
  expect(link, `a reset link in: ${text}`).not.toBeNull();
  return link![1]!;
}

test("a seller who forgot the password resets it through the e-mailed link, then changes it on Minha conta", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("esqueci");
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email, password: DEMO_PASSWORD, companyName: "Esqueci Ltda" },
  });
  expect(registered.status()).toBe(201);

  await test.step("forgot password, from the login page", async () => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { level: 1, name: "Esqueci minha senha" })).toBeVisible();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Se houver uma conta com este e-mail" })).toBeVisible();
    await keepScreenshot(page, testInfo, "forgot-password");
  });

  const admin = await openPage(browser, testInfo.project.use);
  const linkPath = await test.step("the link, read in the mailbox", async () => {
    await logIn(admin, DEMO_ADMIN);
    await expect(admin).toHaveURL("/admin");
    return resetLinkFromMailbox(admin, email);
  });
  await admin.context().close();

  await test.step("a new password through the link, once", async () => {
    await page.goto(linkPath);
    await expect(page.getByRole("heading", { level: 1, name: "Criar uma nova senha" })).toBeVisible();
    await page.getByLabel("Nova senha", { exact: true }).fill(FIRST_NEW_PASSWORD);
    await page.getByLabel("Repita a nova senha", { exact: true }).fill("outra-coisa-digitada");
    await page.getByRole("button", { name: "Salvar a nova senha" }).click();
    await expect(page.getByText("As duas senhas não são iguais")).toBeVisible();
    await page.getByLabel("Repita a nova senha", { exact: true }).fill(FIRST_NEW_PASSWORD);
    await page.getByRole("button", { name: "Salvar a nova senha" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Senha alterada" })).toBeVisible();
    await keepScreenshot(page, testInfo, "password-reset");
    await page.getByRole("link", { name: "Entrar com a nova senha" }).click();
    await expect(page).toHaveURL("/login");

    await page.goto(linkPath);
    await expect(page.getByRole("alert").filter({ hasText: "Link inválido ou expirado" })).toBeVisible();
  });

  await test.step("signed in with it; the old one no longer works", async () => {
    await logIn(page, email, DEMO_PASSWORD);
    await expect(page.getByText("E-mail ou senha inválidos.")).toBeVisible();
    await logIn(page, email, FIRST_NEW_PASSWORD);
    await expect(page).toHaveURL("/seller");
  });

  await test.step("Minha conta, from the e-mail in the header: change the password, staying signed in", async () => {
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Minha conta/ })
      .click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
    await expect(page.getByText("Esta sessão", { exact: true })).toBeVisible();
    await page.getByLabel("Senha atual", { exact: true }).fill(FIRST_NEW_PASSWORD);
    await page.getByLabel("Nova senha", { exact: true }).fill(SECOND_NEW_PASSWORD);
    await page.getByLabel("Repita a nova senha", { exact: true }).fill(SECOND_NEW_PASSWORD);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Senha alterada" })).toBeVisible();
    await keepScreenshot(page, testInfo, "account");
    // This browser's session outlives the change that ended all the others.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
    await expect(page.getByText("Esta sessão", { exact: true })).toBeVisible();
  });

  await test.step("the newest password is the one that signs in", async () => {
    await logOut(page);
    await logIn(page, email, FIRST_NEW_PASSWORD);
    await expect(page.getByText("E-mail ou senha inválidos.")).toBeVisible();
    await logIn(page, email, SECOND_NEW_PASSWORD);
    await expect(page).toHaveURL("/seller");
  });
});
