import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { totpSecretContext } from "@/lib/auth/totp";
import { db, pgPool } from "@/lib/db/client";
import { DEV_SECRETS_KEYS, SecretsKeysSchema } from "@/lib/env";
import { openSecret } from "@/lib/security/secret-box";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { startReceiver } from "@/lib/testing/receiver";
import { createUserAndLogin, TEST_PASSWORD } from "@/lib/testing/users";
import { deliverDueWebhooks } from "./deliver";
import { resealWebhookSecrets } from "./secrets";

const ROOT = path.resolve(import.meta.dirname, "../..");
let api: ApiClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  receiver = await startReceiver();
});

async function sellerWithWebhook(url = receiver.url) {
  const seller = await createUserAndLogin(api, { approved: true });
  const created = await api.post("/api/v1/seller-webhooks", {
    token: seller.access,
    body: { url, events: ["payment.finished"] },
  });
  expect(created.status).toBe(201);
  return { ...seller, webhook: created.body as { id: string; secret: string } };
}

/** Every table of the database, each row as text, searched for `needle`: where a plaintext could hide. */
async function tablesHolding(needle: string) {
  const tables = await db().$queryRaw<{ name: string }[]>`
    SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`;
  expect(tables.length).toBeGreaterThan(20);
  const holding = [];
  for (const { name } of tables) {
    const [{ found }] = (await db().$queryRawUnsafe(
      `SELECT EXISTS (SELECT FROM ${name} t WHERE strpos(t::text, $1) > 0) AS found`,
      needle,
    )) as [{ found: boolean }];
    if (found) holding.push(name);
  }
  return holding;
}

const CONTEXT = (id: string) => `seller_webhooks.secret:${id}`;

describe("webhook secrets at rest", () => {
  it("stores only the sealed secret; the one shown at creation verifies the deliveries", async () => {
    const seller = await sellerWithWebhook();
    const stored = await db().sellerWebhook.findUniqueOrThrow({ where: { id: seller.webhook.id } });
    expect(stored.secret).toMatch(/^v1:dev:/);
    const key = seller.webhook.secret.slice("whsec_".length);
    expect(await tablesHolding(key)).toEqual([]);
    expect(await tablesHolding(key.slice(0, 16))).toEqual([]);

    const link = await createLink(seller.user.id, 10_000);
    const payment = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    await sendCallback(api, payment.body.id, "charge.paid");
    await deliverDueWebhooks();
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [{ headers: Record<string, string>; body: string }];
    expect(JSON.parse(body)).toMatchObject({ type: "payment.finished", data: { id: payment.body.id } });
    expect(() => new Webhook(seller.webhook.secret).verify(body, headers)).not.toThrow();
  });

  it("the migration marks the plaintexts it finds, and the start seals them under the current key", async () => {
    const { webhook } = await sellerWithWebhook();
    // The row as it was before the migration: the plaintext secret.
    await db().$executeRaw`UPDATE seller_webhooks SET secret = ${webhook.secret} WHERE id = ${webhook.id}::uuid`;
    const migrations = path.join(ROOT, "prisma/migrations");
    const migration = readdirSync(migrations).find((name) => name.endsWith("_webhook_secrets_sealed"))!;
    await pgPool().query(readFileSync(path.join(migrations, migration, "migration.sql"), "utf8"));
    expect((await db().sellerWebhook.findUniqueOrThrow({ where: { id: webhook.id } })).secret).toBe(
      `plain:${webhook.secret}`,
    );

    expect(await resealWebhookSecrets({ rotate: false })).toBe(1);
    const sealed = (await db().sellerWebhook.findUniqueOrThrow({ where: { id: webhook.id } })).secret;
    expect(sealed).toMatch(/^v1:dev:/);
    expect(openSecret(sealed, CONTEXT(webhook.id))).toBe(webhook.secret);
    expect(await tablesHolding(webhook.secret.slice("whsec_".length))).toEqual([]);
    expect(await resealWebhookSecrets({ rotate: false })).toBe(0);
  });

  it("rotation: values under the old key still open, and the command moves every one to the new key, TOTP secrets too", async () => {
    const a = await sellerWithWebhook();
    const b = await sellerWithWebhook();
    await api.delete(`/api/v1/seller-webhooks/${b.webhook.id}`, { token: b.access });
    const totp = (
      await api.post("/api/v1/users/me/totp", { token: a.access, body: { currentPassword: TEST_PASSWORD } })
    ).body.secret;
    const rotated = `k2:${randomBytes(32).toString("base64")},${DEV_SECRETS_KEYS}`;
    const ring = SecretsKeysSchema.parse(rotated);
    const secretOf = async (id: string) => (await db().sellerWebhook.findUniqueOrThrow({ where: { id } })).secret;
    expect(openSecret(await secretOf(a.webhook.id), CONTEXT(a.webhook.id), ring)).toBe(a.webhook.secret);

    // Its own data directory: the command fills in missing local secrets there, not in the checkout's .data.
    const dataDir = await mkdtemp(path.join(tmpdir(), "pix-rotate-"));
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/rotate-secrets.ts"], {
      cwd: ROOT,
      env: { ...process.env, SECRETS_KEYS: rotated, DATA_DIR: dataDir },
    });
    await rm(dataDir, { recursive: true });
    const moved = Number(/moved to key "k2": (\d+)/.exec(stdout)?.[1]);
    expect(moved).toBeGreaterThanOrEqual(2);
    expect(await db().sellerWebhook.count({ where: { NOT: { secret: { startsWith: "v1:k2:" } } } })).toBe(0);
    for (const { webhook } of [a, b]) {
      const sealed = await secretOf(webhook.id);
      expect(openSecret(sealed, CONTEXT(webhook.id), ring)).toBe(webhook.secret);
      // Only the new key opens it now: the old one can leave SECRETS_KEYS.
      expect(() => openSecret(sealed, CONTEXT(webhook.id))).toThrow(/k2/);
    }
    expect(stdout).toMatch(/TOTP secrets moved to key "k2": [1-9]/);
    const { totpSecret } = await db().user.findUniqueOrThrow({ where: { id: a.user.id } });
    expect(totpSecret).toMatch(/^v1:k2:/);
    expect(openSecret(totpSecret!, totpSecretContext(a.user.id), ring)).toBe(totp);
  });
});
