import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { DEMO_WEBHOOK } from "../../prisma/demo/sellers";
import { keepScreenshot, logIn, openFromNav, test } from "./helpers";

const SELLER = "vendedor@demo.pix.br";
const PRIVATE_KEY = /^sk_[A-Za-z0-9]{40}$/;
const PUBLIC_KEY = /^pk_[A-Za-z0-9]{24}$/;

type KeyPair = { publicKey: string; privateKey: string };

/** The pair on screen right after a generation: the private key appears only then. */
async function shownKeys(page: Page): Promise<KeyPair> {
  const once = page.getByRole("region", { name: "Sua chave privada" });
  const privateKey = (await once.getByText(PRIVATE_KEY).textContent())!;
  const publicKey = (await page.getByText(PUBLIC_KEY).textContent())!;
  return { publicKey, privateKey };
}

function apiLogin(request: APIRequestContext, pair: KeyPair) {
  return request.post("/api/v1/api/auth/login", { data: pair });
}

// The server allows 10 logins per e-mail in 15 minutes and other files use this account:
// one journey, one login. `request` carries no session cookie, so only the bearer token counts.
test("a seller reads the demo webhook's delivery log, is refused a private webhook target, then generates API keys that work once and are revoked by a new pair", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const webhooks = page.getByRole("table", { name: "Webhooks" });

  await test.step("webhooks: the demo endpoint's log keeps the delivery that was given up", async () => {
    await logIn(page, SELLER);
    await expect(page).toHaveURL("/seller");
    await openFromNav(page, "Webhooks", { group: "Configurações" });
    await expect(page.getByRole("link", { name: /Exemplos de eventos/ })).toHaveAttribute(
      "href",
      "/api/v1/status/events",
    );
    const seeded = webhooks.getByRole("row").filter({ hasText: DEMO_WEBHOOK.url });
    for (const type of DEMO_WEBHOOK.events) await expect(seeded).toContainText(type);
    await seeded.getByRole("button", { name: `Entregas de ${DEMO_WEBHOOK.url}` }).click();
    const drawer = page.getByRole("dialog", { name: "Entregas do webhook" });
    await expect(drawer.getByRole("list", { name: "Entregas" }).getByRole("listitem").first()).toBeVisible();
    await drawer.getByLabel("Status").selectOption({ label: "Falhou" });
    // Deliveries of this run's events are still being retried; only the seeded one has given up.
    const failed = drawer.getByRole("list", { name: "Entregas" }).getByRole("listitem");
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText("timed out after 10 s");
    await expect(failed.getByRole("button", { name: /Reenviar/ })).toBeVisible();
    await keepScreenshot(page, testInfo, "webhook-deliveries");
    await drawer.getByRole("button", { name: "Fechar" }).click();
    await expect(drawer).toBeHidden();
  });

  await test.step("webhooks: the URL is checked by the server and the error lands on the field", async () => {
    await page.getByRole("button", { name: "Adicionar webhook" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar webhook" });
    const url = dialog.getByLabel("URL do endpoint");
    await dialog.getByRole("button", { name: "Cadastrar webhook" }).click();
    await expect(url).toHaveAccessibleDescription("Informe a URL do endpoint");

    // The server runs in production, where plain http is refused before the address is looked at.
    await url.fill("http://127.0.0.1:9/hook");
    await dialog.getByLabel(/Todos os eventos/).uncheck();
    await dialog.getByRole("button", { name: "Cadastrar webhook" }).click();
    await expect(dialog.getByText("Escolha pelo menos um evento")).toBeVisible();
    await dialog.getByLabel(/Pagamento confirmado/).check();
    await dialog.getByRole("button", { name: "Cadastrar webhook" }).click();
    await expect(url).toHaveAccessibleDescription("Use uma URL https");
    await url.fill("https://127.0.0.1:9/hook");
    await dialog.getByRole("button", { name: "Cadastrar webhook" }).click();
    await expect(url).toHaveAccessibleDescription("Endereços privados, locais ou de loopback não são permitidos");
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await keepScreenshot(page, testInfo, "webhook-refused");

    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(webhooks).not.toContainText("127.0.0.1");
  });

  let first: KeyPair;
  let firstToken: string;

  await test.step("integrations: the first pair and its private key, shown once", async () => {
    await openFromNav(page, "Integrações", { group: "Configurações" });
    await expect(page.getByText("Gere suas chaves")).toBeVisible();
    await page.getByRole("button", { name: "Gerar chaves" }).click();
    await expect(page.getByRole("region", { name: "Sua chave privada" })).toContainText("não será mostrada de novo");
    first = await shownKeys(page);
    const loginExample = page.locator("pre").filter({ hasText: "/api/v1/api/auth/login" });
    await expect(loginExample).toContainText(`${testInfo.project.use.baseURL}/api/v1/api/auth/login`);
    await expect(loginExample).toContainText(first.privateKey);
    await expect(page.getByRole("link", { name: "Referência completa da API" })).toHaveAttribute("href", "/docs");
    await keepScreenshot(page, testInfo, "keys-generated");

    await page.reload();
    await expect(page.getByText(`sk_…${first.privateKey.slice(-4)}`)).toBeVisible();
    await expect(page.getByText(first.privateKey)).toHaveCount(0);
    await expect(page.getByText(first.publicKey, { exact: true })).toBeVisible();
  });

  await test.step("API: the pair logs in; the token reaches the balance but not the credentials", async () => {
    const login = await apiLogin(request, first);
    expect(login.status()).toBe(200);
    firstToken = (await login.json()).tokens.access;
    const auth = { Authorization: `Bearer ${firstToken}` };
    expect((await request.get("/api/v1/seller-balances/me", { headers: auth })).status()).toBe(200);
    expect((await request.get("/api/v1/integrations/credentials", { headers: auth })).status()).toBe(403);
  });

  await test.step("regenerating revokes the old pair and its token", async () => {
    await page.getByRole("button", { name: "Gerar novas chaves" }).click();
    const confirm = page.getByRole("dialog", { name: "Gerar novas chaves?" });
    await expect(confirm).toContainText("As chaves atuais param de funcionar agora");
    await keepScreenshot(page, testInfo, "regenerate-confirmation");
    await confirm.getByRole("button", { name: "Gerar novas chaves" }).click();
    await expect(confirm).toBeHidden();

    const second = await shownKeys(page);
    expect(second.privateKey).not.toBe(first.privateKey);
    expect(second.publicKey).not.toBe(first.publicKey);
    await keepScreenshot(page, testInfo, "keys-regenerated");

    expect((await apiLogin(request, first)).status()).toBe(401);
    expect(
      (
        await request.get("/api/v1/seller-balances/me", { headers: { Authorization: `Bearer ${firstToken}` } })
      ).status(),
    ).toBe(401);
    expect((await apiLogin(request, second)).status()).toBe(200);
  });
});
