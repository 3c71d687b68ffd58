// The providers under PIX_PROVIDER=api-pix, built from the settings as the app builds them, against
// the PSP stand-in; and `npm run pix:webhook` with the same settings.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPixSettingsFor, DEMO_RECEIVER_KEY as RECEIVER_KEY } from "@/scripts/psp/app-settings";
import { type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";
import { pspRequest } from "@/scripts/psp/testing";
import { apiPixClient } from "./api-pix/client-from-env";
import { defaultProvider, providerNamed, sandboxProvider } from "./providers";

const WEBHOOK_SECRET = "wh-secret-6b1f0e2c9d8a7f3e5b4c2a1d0e9f8a7b";
let psp: PspStandIn;
let settings: Record<string, string>;

beforeAll(async () => {
  psp = await startPspStandIn();
  settings = { APP_URL: "https://pay.example.com/", ...apiPixSettingsFor(psp, { webhookSecret: WEBHOOK_SECRET }) };
  // lib/env.ts reads the environment once, at the first env() call, which comes after this.
  Object.assign(process.env, settings);
});

afterAll(async () => {
  await apiPixClient().close();
  await psp?.close();
});

describe("providers", () => {
  it("issues new charges through API Pix, built from the settings, and keeps the sandbox for the payments made with it", async () => {
    const provider = defaultProvider();
    expect(provider.name).toBe("api-pix");
    expect(providerNamed("api-pix")).toBe(provider);
    expect(providerNamed("sandbox")).toBe(sandboxProvider());
    expect(() => providerNamed("constructor")).toThrow(expect.objectContaining({ code: "NOT_FOUND" }));
    expect(await provider.getCharge("0".repeat(32))).toEqual({ status: "NOT_FOUND" });
  });
});

describe("npm run pix:webhook", () => {
  it("registers the notification URL with the secret, and prints it with the secret masked", async () => {
    const tsx = path.resolve("node_modules/.bin/tsx");
    const { stdout, stderr } = await promisify(execFile)(tsx, ["scripts/pix-webhook.ts"], {
      env: { ...process.env, ...settings, LOG_LEVEL: "silent" },
    });
    const url = `https://pay.example.com/api/v1/providers/api-pix/notifications/${WEBHOOK_SECRET}`;
    expect(stdout).toBe(
      `webhook of Pix key ${RECEIVER_KEY} registered: https://pay.example.com/api/v1/providers/api-pix/notifications/****\n`,
    );
    expect(stdout + stderr).not.toContain(WEBHOOK_SECRET);
    const tls = { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey };
    const [put] = (await pspRequest(tls, "GET", `${psp.controlUrl}/requests`)).body.filter(
      (r: { method: string }) => r.method === "PUT",
    );
    expect(put).toMatchObject({ path: `/v2/webhook/${RECEIVER_KEY}`, body: { webhookUrl: url }, status: 200 });
  });
});
