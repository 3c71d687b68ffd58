import { expect } from "@playwright/test";
import { DEMO_ADMIN as ADMIN, DEMO_PASSWORD as PASSWORD, keepScreenshot, logIn, test } from "./helpers";

const SELLER = "vendedor@demo.pix.br";
const PENDING = "pendente@demo.pix.br";
const IN_REVIEW = "analise@demo.pix.br";
// The server allows 10 logins per e-mail in 15 minutes, so the logins are spread over the accounts.

test("the admin logs in and lands in the admin area", async ({ page }, testInfo) => {
  await logIn(page, ADMIN);
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: "Administração" })).toBeVisible();
  await expect(page.getByRole("banner").getByText(ADMIN)).toBeVisible();
  await keepScreenshot(page, testInfo, "admin-area");
});

test("an approved seller logs in and lands in the seller area", async ({ page }, testInfo) => {
  await logIn(page, SELLER);
  await expect(page).toHaveURL("/seller");
  await expect(page.getByRole("heading", { name: "Olá, Loja Aurora Ltda" })).toBeVisible();
  await expect(page.getByText("Área do vendedor")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Conta aprovada" })).toBeVisible();
  await keepScreenshot(page, testInfo, "seller-area");
});

test("a seller awaiting approval without a company is led to complete the registration", async ({ page }) => {
  await logIn(page, PENDING);
  await expect(page).toHaveURL("/seller");
  await expect(page.getByRole("status").filter({ hasText: "Cadastro incompleto" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Completar cadastro" }),
  ).toBeVisible();
  await expect(page.getByText("Conta aprovada")).toHaveCount(0);
});

test("a seller whose company awaits the admin's review is told so, without the money pages", async ({ page }) => {
  await logIn(page, IN_REVIEW);
  await expect(page).toHaveURL("/seller");
  await expect(page.getByRole("status").filter({ hasText: "Cadastro em análise" })).toBeVisible();
  await expect(page.getByText("Ateliê Ipê", { exact: true })).toBeVisible();
  await expect(page.getByText("45.831.627/0001-22")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Links" })).toHaveCount(0);
});

test("a wrong password is refused and the user stays on the login page", async ({ page }) => {
  await logIn(page, PENDING, "not-the-password");
  await expect(page.getByText("E-mail ou senha inválidos.")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("a seller who opens the admin area is sent to the seller area", async ({ page }) => {
  await logIn(page, SELLER);
  await expect(page).toHaveURL("/seller");
  await page.goto("/admin");
  await expect(page).toHaveURL("/seller");
  await expect(page.getByRole("heading", { name: "Administração" })).toHaveCount(0);
});

test("an anonymous visitor of the seller area is sent to the login page", async ({ page }) => {
  await page.goto("/seller");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
});

test("logging out returns to the login page and ends the session", async ({ page }) => {
  await logIn(page, PENDING);
  await expect(page).toHaveURL("/seller");
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL("/login");
  await page.goto("/seller");
  await expect(page).toHaveURL("/login");
});

test.describe("before the page is interactive", () => {
  test.use({ javaScriptEnabled: false });

  test("submitting the login form keeps the password out of the URL", async ({ page }) => {
    await logIn(page, SELLER);
    await expect(page).toHaveURL("/login");
    expect(page.url()).not.toContain(PASSWORD);
  });
});
