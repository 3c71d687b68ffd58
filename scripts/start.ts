// Starts the app: database (DATABASE_URL or the embedded one), migrations, optional demo data,
// then the production server scripts/server.ts (or `next dev` with --dev). Prints the URL and the demo logins.
import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { DATA_DIR, ROOT, openDatabase } from "./lib/database";
import { applyLocalSecrets } from "./lib/local-secrets";
import { SERVER_NODE_FLAGS } from "./lib/server-flags";
import { waitUntilReady } from "./lib/wait-until-ready";
import { apiPixSettingsFor, demoWebhookSecret } from "./psp/app-settings";

const dev = process.argv.includes("--dev");
const withDemo = process.argv.includes("--demo");

async function choosePort(): Promise<number> {
  if (process.env.PORT) return Number(process.env.PORT);
  const net = await import("node:net");
  const taken = await new Promise<boolean>((resolve) => {
    const probe = net.createServer().once("error", () => resolve(true));
    probe.listen(3000, "127.0.0.1", () => probe.close(() => resolve(false)));
  });
  return taken ? freePort() : 3000;
}

const serverBundle = path.join(ROOT, "dist/server.js");
// `npm install` removes the domain package the build made (docs/ARCHITECTURE.md).
const domainPackage = path.join(ROOT, "node_modules/@pix/core/package.json");
if (!dev && !(existsSync(serverBundle) && existsSync(domainPackage))) {
  console.error("No production build: run `npm run build` first (or `npm run demo`, which builds).");
  process.exit(1);
}

// This process seals secrets too, with the server's key.
applyLocalSecrets(DATA_DIR);
// Before anything reads the settings (lib/env.ts validates them once): the seed writes the demo's
// documents here and the server reads them.
process.env.STORAGE_DIR ??= path.join(DATA_DIR, "uploads");
const database = await openDatabase();
console.log(
  database.embedded
    ? `→ embedded PostgreSQL started (data in ${path.relative(ROOT, path.join(DATA_DIR, "pg"))})`
    : "→ using DATABASE_URL",
);
migrateDeploy(database.url);
console.log("→ migrations applied");
process.env.DATABASE_URL = database.url;
// The migration that introduced encryption could only mark the secrets it found; none stays plaintext past this.
const { resealWebhookSecrets } = await import("@/lib/webhooks/secrets");
const sealed = await resealWebhookSecrets({ rotate: false });
if (sealed) console.log(`→ ${sealed} webhook secrets left in plaintext by a migration are now encrypted`);
if (withDemo) {
  const { seedDemo } = await import("@/prisma/seed");
  await seedDemo();
  console.log("→ demo data ready");
}

// The demo takes real PIX's path: charges, refunds and notifications through Banco Central's API Pix,
// and payouts through Efí's Pix sending API, spoken by the PSP stand-in (scripts/psp/) over mutual
// TLS, unless PIX_PROVIDER says otherwise. Its payouts wait in EM_PROCESSAMENTO for the admin's
// "Simular conclusão/falha" buttons, which settle them at the stand-in.
// After the seed, whose 60 days of history were played through the sandbox provider.
const psp = withDemo && !process.env.PIX_PROVIDER ? await startDemoPsp() : null;

async function startDemoPsp() {
  const { startPspStandIn } = await import("./psp/stand-in");
  const dir = path.join(DATA_DIR, "psp");
  const stand = await startPspStandIn({ dir, payoutOutcome: "EM_PROCESSAMENTO" });
  console.log(`→ PSP stand-in (API Pix) at ${stand.url}`);
  // Where this start's stand-in listens (a new port each start), for the browser tests to pay at it.
  writeFileSync(path.join(dir, "endpoint.json"), JSON.stringify({ url: stand.url, controlUrl: stand.controlUrl }));
  return {
    stand,
    env: {
      ...apiPixSettingsFor(stand, { webhookSecret: demoWebhookSecret(dir), identity: "pfx" }),
      PAYOUT_PROVIDER: "efi",
    },
  };
}

const port = await choosePort();
const host = process.env.HOST ?? "127.0.0.1";
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
const command = dev
  ? [path.join(ROOT, "node_modules/next/dist/bin/next"), "dev", "-p", String(port), "-H", host]
  : [...SERVER_NODE_FLAGS, serverBundle];
const child = spawn(process.execPath, command, {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: host,
    APP_URL: appUrl,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
    NEXT_TELEMETRY_DISABLED: "1",
    // The demo's "simulate payment" buttons are sandbox control endpoints, which production keeps off, and
    // `PIX_PROVIDER=sandbox npm run demo` runs on the sandbox providers, which production refuses: SANDBOX=1
    // allows both.
    // The demo's admin signs in without a phone (the admin's header says so); production asks them for a TOTP code.
    ...(withDemo && { SANDBOX: process.env.SANDBOX ?? "1", ADMIN_2FA: process.env.ADMIN_2FA ?? "optional" }),
    ...psp?.env,
  },
});

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  // The server finishes the requests in flight before it exits; the database must outlive them.
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  await psp?.stand.close();
  await database.stop();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
child.on("exit", (code) => void shutdown(code ?? 1));

await waitUntilReady(appUrl, child, 150);
console.log(`\n  App running at ${appUrl}\n`);
if (withDemo) {
  const { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEAM_MEMBER } = await import("@/prisma/seed");
  console.log("  Demo logins (password for all: " + DEMO_PASSWORD + "):");
  for (const account of DEMO_ACCOUNTS) console.log(`    ${account.email.padEnd(24)} ${account.label}`);
  console.log(`    ${DEMO_TEAM_MEMBER.email.padEnd(24)} equipe da Loja Aurora, papel Financeiro`);
  console.log("");
}
