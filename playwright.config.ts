import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ARTIFACTS, E2E_DATA_DIR, E2E_PORT } from "./e2e/instance";

const BASE_URL = `http://localhost:${E2E_PORT}`;

// Playwright cannot download its browsers on these machines; scripts/ensure-chromium.sh installs Debian's headless
// shell.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "e2e",
  // The HTML report may not live inside the results folder (Playwright clears one with the other).
  outputDir: `${E2E_ARTIFACTS}/results`,
  reporter: [["list"], ["html", { outputFolder: `${E2E_ARTIFACTS}/report`, open: "never" }]],
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 1 : undefined,
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    screenshot: "on",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: "/usr/bin/chromium-headless-shell", args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // A fresh database on every run, so tests never depend on what an earlier run left behind.
    command: `rm -rf ${E2E_DATA_DIR} && npx tsx scripts/start.ts --demo`,
    // Pinned so that a DATABASE_URL or NEXTAUTH_URL exported in the shell cannot point the tests elsewhere.
    // SANDBOX=1: the server runs in production mode, where the sandbox's "the buyer paid" endpoint is off by default.
    // The journey's webhook receiver: production sends webhooks only over https and never to loopback, so the
    // server trusts the receiver's test certificate and may call "localhost" (127.0.0.1 itself stays refused).
    // ADDRESS_LIMIT_FACTOR: every test's browser and API client is 127.0.0.1, one address signing in more often than
    // the per-address limits allow a real one; limits per account and per person stay as they are.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: "",
      APP_URL: BASE_URL,
      NEXTAUTH_URL: BASE_URL,
      SANDBOX: "1",
      WEBHOOK_ALLOWED_HOSTS: "localhost",
      ADDRESS_LIMIT_FACTOR: "20",
      NODE_EXTRA_CA_CERTS: fileURLToPath(new URL("e2e/fixtures/webhook-receiver.crt", import.meta.url)),
    },
    url: `${BASE_URL}/api/v1/status`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM lets the start script stop its embedded PostgreSQL cleanly instead of being killed mid-write.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
