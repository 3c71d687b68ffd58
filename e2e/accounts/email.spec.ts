import { expect } from "@playwright/test";
import { apiAs, DEMO_ADMIN, DEMO_PASSWORD, logIn, test, visit } from "../ui/helpers";
import { uniqueEmail } from "../ui/onboarding-wizard";
import { latestEmail, linkPath } from "./mailbox";

// The e-mailed links that prove an address, clicked on their pages: the sign-up's confirmation and an e-mail change.
// Each test registers a seller of its own; the mail is read in the demo's mailbox, as the admin.

test("a new seller confirms the e-mail from the sign-up's link, once; the home page stops asking", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await apiAs(playwright, baseURL!, DEMO_ADMIN);
  const email = uniqueEmail("confirma");
  await page.goto("/register");
  await page.getByLabel("Nome da empresa").fill("Confirma Ltda");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Confirme seu e-mail" })).toContainText(email);

  const link = linkPath((await latestEmail(admin, email, "Confirme seu e-mail")).text, "/verify-email/");
  await visit(page, link, "Confirmar e-mail");
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail confirmado" })).toContainText(email);

  await page.goto("/seller");
  await expect(page.getByRole("status").filter({ hasText: "Cadastro incompleto" })).toBeVisible();
  await expect(page.getByText("Confirme seu e-mail")).toHaveCount(0);
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "Link inválido ou expirado" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Entrar e pedir outro link no painel" })).toBeVisible();
  await admin.dispose();
});

test("a seller changes the sign-in e-mail on Minha conta and confirms it from the new address", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await apiAs(playwright, baseURL!, DEMO_ADMIN);
  const email = uniqueEmail("troca");
  const newEmail = uniqueEmail("trocado");
  const registered = await page.request.post("/api/v1/auth/register", {
    data: { email, password: DEMO_PASSWORD, companyName: "Troca Ltda" },
  });
  expect(registered.status()).toBe(201);
  await logIn(page, email);
  await expect(page).toHaveURL("/seller");

  await visit(page, "/account", "Minha conta");
  const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "E-mail de acesso" }) });
  await card.getByLabel("Novo e-mail").fill(newEmail);
  await card.getByLabel("Sua senha").fill(DEMO_PASSWORD);
  await card.getByRole("button", { name: "Trocar e-mail" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Troca aguardando confirmação" })).toContainText(newEmail);

  const link = linkPath((await latestEmail(admin, newEmail, "Confirme seu novo e-mail")).text, "/account/email/");
  await visit(page, link, "Confirmar novo e-mail");
  await page.getByRole("button", { name: "Confirmar novo e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "E-mail alterado" })).toContainText(newEmail);
  // The new address is confirmed by the same click: the home page does not ask for the sign-up's link.
  await page.goto("/seller");
  await expect(page.getByText("Confirme seu e-mail")).toHaveCount(0);
  await admin.dispose();
});
