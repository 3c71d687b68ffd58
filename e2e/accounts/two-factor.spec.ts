import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { DEMO_ADMIN, DEMO_PASSWORD, expectAccessible, keepScreenshot, logIn, logOut, test, visit } from "../ui/helpers";
import { uniqueEmail } from "../ui/onboarding-wizard";

// Two-factor sign-in through the pages, as a person with an authenticator app does it: the app's codes are computed
// here from the secret the page shows (otpauth, as the app would). Each test registers a seller of its own, so the
// demo's logins keep signing in with the password only.

const STEP_MS = 30_000;

/** The app's code `steps` time steps from now; the server takes one step either side of its clock. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

async function registerSeller(request: APIRequestContext) {
  const email = uniqueEmail("dois-fatores");
  const registered = await request.post("/api/v1/auth/register", {
    data: { email, password: DEMO_PASSWORD, companyName: "Duas Etapas Ltda" },
  });
  expect(registered.status()).toBe(201);
  return { email, access: (await registered.json()).tokens.access as string };
}

/** Turns two-factor sign-in on at /account/two-factor; answers the secret and the recovery codes the page showed. */
async function enrol(page: Page) {
  await visit(page, "/account/two-factor", "Verificação em duas etapas");
  await expect(page.getByText("Desativada", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Ativar" }).click();
  // The password first: a session alone does not put an app on the account.
  const confirm = page.getByRole("dialog", { name: "Ativar a verificação em duas etapas" });
  await confirm.getByLabel("Sua senha").fill("nao-e-esta");
  await confirm.getByRole("button", { name: "Continuar" }).click();
  await expect(confirm.getByText("Senha incorreta")).toBeVisible();
  await expect(confirm.getByLabel("Sua senha")).toBeFocused();
  await confirm.getByLabel("Sua senha").fill(DEMO_PASSWORD);
  await confirm.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("img", { name: "QR Code para o aplicativo autenticador" })).toBeVisible();
  const secret = (await page.getByLabel("Ou digite esta chave no aplicativo").inputValue()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel("Código do aplicativo").fill("12345");
  await page.getByRole("button", { name: "Ativar" }).click();
  await expect(page.getByText("Código inválido ou já usado")).toBeVisible();
  await page.getByLabel("Código do aplicativo").fill(codeOf(secret));
  await page.getByRole("button", { name: "Ativar" }).click();

  await expect(page.getByRole("heading", { name: "Seus códigos de recuperação" })).toBeVisible();
  const codes = (
    await page.getByRole("list", { name: "Códigos de recuperação" }).getByRole("listitem").allTextContents()
  ).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  await expect(page.getByRole("button", { name: "Concluir" })).toBeDisabled();
  await page.getByLabel("Guardei os códigos em um lugar seguro").check();
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page.getByText("Ativada", { exact: true })).toBeVisible();
  await expect(page.getByText("Códigos de recuperação não usados: 10 de 10.")).toBeVisible();
  return { secret, codes };
}

/** Signs in with the password, which leads to the code step. */
async function passwordStep(page: Page, email: string) {
  await logIn(page, email);
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
  await expect(page).toHaveURL("/login");
}

test("a seller turns two-factor sign-in on, then signs in with the password and the app's code", async ({
  page,
  request,
}, testInfo) => {
  const { email, access } = await registerSeller(request);
  await logIn(page, email);
  await expect(page).toHaveURL("/seller");
  const { secret } = await enrol(page);
  // Every other sign-in ended: the token the registration gave; this page's session goes on.
  await expect(page.getByText("As outras sessões da sua conta foram encerradas; esta continua.")).toBeVisible();
  const byToken = await request.get("/api/v1/users/me/sessions", { headers: { Authorization: `Bearer ${access}` } });
  expect(byToken.status()).toBe(401);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, "two-factor-on");
  await logOut(page);

  await passwordStep(page, email);
  await keepScreenshot(page, testInfo, "two-factor-code-step");
  await page.getByLabel("Código do aplicativo").fill(codeOf(secret, -2));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  // The enrolment spent this step's code: the app's next one is taken (one step of drift either way).
  await page.getByLabel("Código do aplicativo").fill(codeOf(secret, 1));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL("/seller");
});

test("a recovery code signs in in place of the app's code, once", async ({ page, request }) => {
  const { email } = await registerSeller(request);
  await logIn(page, email);
  await expect(page).toHaveURL("/seller");
  const { codes } = await enrol(page);
  await logOut(page);

  const withRecoveryCode = async (code: string) => {
    await page.getByRole("button", { name: "Usar um código de recuperação" }).click();
    await page.getByLabel("Código de recuperação").fill(code);
    await page.getByRole("button", { name: "Verificar" }).click();
  };
  await passwordStep(page, email);
  await withRecoveryCode(codes[0]!);
  await expect(page).toHaveURL("/seller");
  await page.goto("/account/two-factor");
  await expect(page.getByText("Códigos de recuperação não usados: 9 de 10.")).toBeVisible();
  await logOut(page);

  await passwordStep(page, email);
  await withRecoveryCode(codes[0]!);
  await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  await page.getByLabel("Código de recuperação").fill(codes[1]!);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL("/seller");

  // Turning it off asks for the password and a code.
  await visit(page, "/account/two-factor", "Verificação em duas etapas");
  await page.getByRole("button", { name: "Desativar" }).click();
  const off = page.getByRole("dialog", { name: "Desativar a verificação em duas etapas?" });
  await off.getByLabel("Sua senha").fill(DEMO_PASSWORD);
  await off.getByLabel("Código do aplicativo ou de recuperação").fill(codes[2]!);
  await off.getByRole("button", { name: "Desativar" }).click();
  await expect(page.getByText("Verificação em duas etapas desativada.")).toBeVisible();
  await expect(page.getByText("Desativada", { exact: true })).toBeVisible();
});

test("the demo's admin signs in without a code, and the header says two-factor sign-in is optional here", async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("banner").getByText("2FA opcional (demonstração)")).toBeVisible();
});
