// npm run screenshots [-- --no-build]: builds the app (unless told not to), starts the demo on a
// fresh database in .data/screenshots like the browser tests do, and writes the README's pictures
// to docs/screenshots/. Chromium is Debian's, launched as playwright.config.ts launches it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContextOptions, type Page, chromium } from "@playwright/test";
import config from "../playwright.config";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../prisma/seed";
import { DEMO_SELLERS } from "../prisma/demo/plan";
import { ROOT } from "./lib/database";
import { waitUntilReady } from "./lib/wait-until-ready";

const PORT = 3200;
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = ".data/screenshots";
const OUT_DIR = path.join(ROOT, "docs/screenshots");
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const [admin, seller] = [DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[1].email];

function build() {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`next build failed (${result.status})`);
}

/** The demo on its own database and port; settings pinned as in playwright.config.ts's webServer. */
function startServer() {
  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  return spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--demo"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      DATABASE_URL: "",
      APP_URL: BASE_URL,
      NEXTAUTH_URL: BASE_URL,
      SANDBOX: "1",
    },
  });
}

/** SIGTERM lets the start script stop Next.js and its embedded PostgreSQL cleanly. */
async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A signed-in page of its own; charts draw without animating, so they are whole when taken. */
async function signedIn(browser: Browser, email: string, options: BrowserContextOptions) {
  const context = await browser.newContext({
    ...options,
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
  return page;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(OUT_DIR, name), fullPage: true });
  console.log(`→ docs/screenshots/${name}`);
}

async function takeScreenshots(browser: Browser) {
  const sellerPage = await signedIn(browser, seller, DESKTOP);
  await sellerPage.getByRole("region", { name: "Suas vendas" }).locator("svg.recharts-surface").first().waitFor();
  await shoot(sellerPage, "seller-dashboard.png");

  // The phone checkout of the demo seller's best-known link, with the buyer's PIX code on screen.
  const links = await (await sellerPage.request.get("/api/v1/payment-links?perPage=50")).json();
  const camiseta = (links.data as { description: string; hash: string }[]).find(
    (link) => link.description === DEMO_SELLERS[0]!.links[0]!.description,
  )!;
  const buyer = await (
    await browser.newContext({ ...PHONE, baseURL: BASE_URL, locale: "pt-BR", timezoneId: "America/Sao_Paulo" })
  ).newPage();
  await buyer.goto(`/checkout/${camiseta.hash}`);
  await buyer.getByLabel("Nome completo").fill("Marina Duarte");
  await buyer.getByLabel("E-mail").fill("marina.duarte@example.com");
  await buyer.getByLabel("Número do CPF").pressSequentially("11144477735");
  await buyer.getByRole("button", { name: "Pagar com PIX" }).click();
  await buyer.getByRole("img", { name: /QR Code PIX/ }).waitFor();
  await shoot(buyer, "checkout-phone.png");

  const adminPage = await signedIn(browser, admin, DESKTOP);
  await adminPage.locator("svg.recharts-surface").first().waitFor();
  await shoot(adminPage, "admin-desk.png");
}

if (!process.argv.includes("--no-build")) build();
const server = startServer();
let failed = false;
try {
  await waitUntilReady(BASE_URL, server, 180);
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch(config.projects?.[0]?.use?.launchOptions);
  try {
    await takeScreenshots(browser);
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopServer(server);
}
process.exit(failed ? 1 : 0);
