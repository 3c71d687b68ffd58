import { type Browser, type BrowserContextOptions, type Page, type PlaywrightTestOptions, type TestInfo, expect } from "@playwright/test";

export const DEMO_PASSWORD = "demo12345";
export const DEMO_ADMIN = "admin@demo.pix.br";

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL("/login");
}

export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/**
 * A page in a browser context of its own (own cookies), with the project's base URL, locale and
 * time zone, for specs where several people act side by side; `device` is e.g. devices["Pixel 7"].
 */
export async function openPage(browser: Browser, use: Partial<PlaywrightTestOptions>, device: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...device, baseURL: use.baseURL, locale: use.locale, timezoneId: use.timezoneId });
  return context.newPage();
}
