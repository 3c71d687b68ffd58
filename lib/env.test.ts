import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { parseEnv, sandboxControlsOn } from "./env";

const dir = mkdtempSync(path.join(tmpdir(), "pix-env-"));
const file = (name: string) => (writeFileSync(path.join(dir, name), "x"), path.join(dir, name));
const apiPix = {
  PIX_PROVIDER: "api-pix",
  PIX_API_URL: "https://pix.example.com/api/v2/",
  PIX_CLIENT_ID: "client",
  PIX_CLIENT_SECRET: "secret",
  PIX_CERT_FILE: file("client.crt"),
  PIX_KEY_FILE: file("client.key"),
  PIX_RECEIVER_KEY: "11.444.777/0001-61",
  PIX_WEBHOOK_SECRET: "w".repeat(32),
};

/** The one line parseEnv stops with, for the API Pix settings changed by `changes`. */
function problem(changes: Record<string, string | undefined>): string {
  try {
    parseEnv({ ...apiPix, ...changes });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the settings were accepted");
}

it("keeps the sandbox by default and asks nothing of it", () => {
  expect(parseEnv({}).PIX_PROVIDER).toBe("sandbox");
});

it("pays out through the sandbox by default, and through Efí only over the API Pix client's settings", () => {
  expect(parseEnv({}).PAYOUT_PROVIDER).toBe("sandbox");
  expect(parseEnv({ ...apiPix, PAYOUT_PROVIDER: "efi" }).PAYOUT_PROVIDER).toBe("efi");
  expect(() => parseEnv({ PAYOUT_PROVIDER: "efi" })).toThrow("PAYOUT_PROVIDER: efi needs PIX_PROVIDER=api-pix");
  expect(problem({ PAYOUT_PROVIDER: "asaas" })).toMatch(/^Invalid environment: PAYOUT_PROVIDER: /);
});

it("rests an intent two minutes before the recovery jobs, never less than four PSP timeouts", () => {
  expect(parseEnv({}).RECOVERY_AFTER_SECONDS).toBe(120);
  expect(parseEnv({ RECOVERY_AFTER_SECONDS: "20", PIX_TIMEOUT_MS: "5000" }).RECOVERY_AFTER_SECONDS).toBe(20);
  expect(problem({ RECOVERY_AFTER_SECONDS: "30" })).toBe(
    "Invalid environment: RECOVERY_AFTER_SECONDS: at least 40 (4 × PIX_TIMEOUT_MS), so a job never repeats a call still under way",
  );
});

it("pays out manually (an admin at the bank) with either charge provider", () => {
  expect(parseEnv({ PAYOUT_PROVIDER: "manual" }).PAYOUT_PROVIDER).toBe("manual");
  expect(parseEnv({ ...apiPix, PAYOUT_PROVIDER: "manual" }).PAYOUT_PROVIDER).toBe("manual");
});

it("accepts a complete API Pix configuration, normalizing the URLs and the receiver key", () => {
  const settings = parseEnv(apiPix);
  expect(settings).toMatchObject({
    PIX_API_URL: "https://pix.example.com/api/v2",
    PIX_OAUTH_URL: "https://pix.example.com/api/v2/oauth/token",
    PIX_RECEIVER_KEY: "11444777000161",
    PIX_PFX_PASSPHRASE: "",
  });
  expect(parseEnv({ ...apiPix, PIX_OAUTH_URL: "https://pix.example.com/oauth/token" }).PIX_OAUTH_URL).toBe(
    "https://pix.example.com/oauth/token",
  );
  const pfx = {
    PIX_CERT_FILE: undefined,
    PIX_KEY_FILE: undefined,
    PIX_PFX_FILE: file("client.p12"),
    PIX_PFX_PASSPHRASE: "pw",
  };
  expect(parseEnv({ ...apiPix, ...pfx, PIX_CA_FILE: file("ca.crt") })).toMatchObject(pfx);
});

it.each([
  [{ PIX_API_URL: undefined }, "PIX_API_URL: required when PIX_PROVIDER=api-pix"],
  [{ PIX_API_URL: "http://pix.example.com/v2" }, "PIX_API_URL: must be an https URL"],
  [{ PIX_OAUTH_URL: "pix.example.com/oauth/token" }, "PIX_OAUTH_URL: must be an https URL"],
  [{ PIX_CLIENT_ID: undefined }, "PIX_CLIENT_ID: required when PIX_PROVIDER=api-pix"],
  [{ PIX_CLIENT_ID: "" }, "PIX_CLIENT_ID: must not be empty"],
  [{ PIX_CLIENT_SECRET: undefined }, "PIX_CLIENT_SECRET: required when PIX_PROVIDER=api-pix"],
  [
    { PIX_CERT_FILE: undefined, PIX_KEY_FILE: undefined },
    "PIX_CERT_FILE: required when PIX_PROVIDER=api-pix (with PIX_KEY_FILE), or PIX_PFX_FILE instead",
  ],
  [{ PIX_KEY_FILE: undefined }, "PIX_KEY_FILE: required with PIX_CERT_FILE"],
  [{ PIX_CERT_FILE: undefined }, "PIX_CERT_FILE: required with PIX_KEY_FILE"],
  [
    { PIX_PFX_FILE: file("both.p12") },
    "PIX_PFX_FILE: set either PIX_CERT_FILE + PIX_KEY_FILE or PIX_PFX_FILE, not both",
  ],
  [
    { PIX_CERT_FILE: path.join(dir, "missing.crt") },
    `PIX_CERT_FILE: cannot read ${path.join(dir, "missing.crt")} (ENOENT)`,
  ],
  [{ PIX_KEY_FILE: dir }, `PIX_KEY_FILE: cannot read ${dir} (not a file)`],
  [
    { PIX_CA_FILE: path.join(dir, "missing-ca.crt") },
    `PIX_CA_FILE: cannot read ${path.join(dir, "missing-ca.crt")} (ENOENT)`,
  ],
  [{ PIX_RECEIVER_KEY: undefined }, "PIX_RECEIVER_KEY: required when PIX_PROVIDER=api-pix"],
  [
    { PIX_RECEIVER_KEY: "11.444.777/0001-62" },
    "PIX_RECEIVER_KEY: is not a Pix key (CPF, CNPJ, e-mail, +55 phone or EVP)",
  ],
  [{ PIX_WEBHOOK_SECRET: undefined }, "PIX_WEBHOOK_SECRET: required when PIX_PROVIDER=api-pix"],
  [{ PIX_WEBHOOK_SECRET: "w".repeat(31) }, "PIX_WEBHOOK_SECRET: must be at least 32 characters"],
  [{ PIX_PROVIDER: "efi" }, "PIX_PROVIDER:"],
])("stops on %o with one line naming the variable", (changes, message) => {
  const line = problem(changes);
  expect(line).toMatch(new RegExp(`^Invalid environment: ${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  if (!message.endsWith(":")) expect(line).toBe(`Invalid environment: ${message}`);
  expect(line).not.toContain("\n");
});

/** Production settings whose secrets are real, so that only the providers are in question. */
const production = {
  NODE_ENV: "production",
  JWT_SECRET: "j".repeat(32),
  NEXTAUTH_SECRET: "n".repeat(32),
  SANDBOX_WEBHOOK_SECRET: "s".repeat(32),
  SECRETS_KEYS: `prod:${Buffer.alloc(32, 7).toString("base64")}`,
};

it("stops production on a sandbox provider, charge or payout, with one line naming it, unless SANDBOX=1", () => {
  const stop = (changes: Record<string, string>) => () => parseEnv({ ...production, ...changes });
  expect(stop({})).toThrow(
    "Invalid environment: PIX_PROVIDER: sandbox moves no money: set api-pix, or SANDBOX=1 for a demo; " +
      "PAYOUT_PROVIDER: sandbox sends no payout: set efi or manual, or SANDBOX=1 for a demo",
  );
  expect(stop({ ...apiPix })).toThrow(
    /^Invalid environment: PAYOUT_PROVIDER: sandbox sends no payout: set efi or manual, or SANDBOX=1 for a demo$/,
  );
  expect(stop({ ...apiPix, PAYOUT_PROVIDER: "efi", PIX_PROVIDER: "sandbox" })).toThrow(
    "PIX_PROVIDER: sandbox moves no money: set api-pix, or SANDBOX=1 for a demo",
  );
  expect(stop({ SANDBOX: "0" })).toThrow(/^Invalid environment: PIX_PROVIDER: /);
  expect(parseEnv({ ...production, SANDBOX: "1" })).toMatchObject({
    PIX_PROVIDER: "sandbox",
    PAYOUT_PROVIDER: "sandbox",
  });
  expect(parseEnv({ ...production, ...apiPix, PAYOUT_PROVIDER: "efi" }).PAYOUT_PROVIDER).toBe("efi");
  expect(parseEnv({ ...production, ...apiPix, PAYOUT_PROVIDER: "manual" }).PAYOUT_PROVIDER).toBe("manual");
  expect(stop({ PAYOUT_PROVIDER: "manual" })).toThrow(
    /^Invalid environment: PIX_PROVIDER: sandbox moves no money: set api-pix, or SANDBOX=1 for a demo$/,
  );
  // Outside production the sandbox is the default and needs nothing.
  expect(parseEnv({ NODE_ENV: "development" }).PIX_PROVIDER).toBe("sandbox");
});

it("takes an smtp:// or smtps:// SMTP_URL and never echoes it, and derives the From from APP_URL", () => {
  expect(parseEnv({}).SMTP_URL).toBeUndefined();
  expect(parseEnv({ SMTP_URL: "smtps://user:pass@smtp.example.com:465" }).SMTP_URL).toBe(
    "smtps://user:pass@smtp.example.com:465",
  );
  const refused = () => parseEnv({ SMTP_URL: "https://user:segredo@smtp.example.com" });
  expect(refused).toThrow("SMTP_URL: must be an smtp:// or smtps:// URL");
  expect(refused).not.toThrow(/segredo/);
  expect(parseEnv({ APP_URL: "https://pix.example.com.br" }).EMAIL_FROM).toBe(
    "PIX Pagamentos <nao-responda@pix.example.com.br>",
  );
  expect(parseEnv({ EMAIL_FROM: "Loja <avisos@example.com>" }).EMAIL_FROM).toBe("Loja <avisos@example.com>");
});

it("asks admins for two-factor sign-in by default in production only, and takes ADMIN_2FA as set", () => {
  expect(parseEnv({ ...production, SANDBOX: "1" }).ADMIN_2FA).toBe("required");
  expect(parseEnv({ ...production, SANDBOX: "1", ADMIN_2FA: "optional" }).ADMIN_2FA).toBe("optional");
  expect(parseEnv({ NODE_ENV: "development" }).ADMIN_2FA).toBe("optional");
  expect(parseEnv({ NODE_ENV: "test", ADMIN_2FA: "required" }).ADMIN_2FA).toBe("required");
  expect(() => parseEnv({ ADMIN_2FA: "sometimes" })).toThrow(/^Invalid environment: ADMIN_2FA: /);
});

it("keeps documents on local disk unless S3_BUCKET is set, which needs its region; S3 options alone are refused", () => {
  expect(parseEnv({}).S3_BUCKET).toBeUndefined();
  expect(parseEnv({ S3_BUCKET: "docs.example-1", S3_REGION: "sa-east-1" })).toMatchObject({
    S3_BUCKET: "docs.example-1",
    S3_REGION: "sa-east-1",
    S3_FORCE_PATH_STYLE: "0",
    S3_SERVER_SIDE_ENCRYPTION: "AES256",
  });
  expect(() => parseEnv({ S3_BUCKET: "docs" })).toThrow(
    "Invalid environment: S3_REGION: required with S3_BUCKET (us-east-1 for MinIO)",
  );
  expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "1" })).toThrow(
    "Invalid environment: S3_ENDPOINT: set S3_BUCKET too, or documents stay on local disk; S3_FORCE_PATH_STYLE: set",
  );
  const minio = { S3_BUCKET: "docs", S3_REGION: "us-east-1" };
  expect(() => parseEnv({ ...minio, S3_BUCKET: "Docs_Bucket" })).toThrow(/^Invalid environment: S3_BUCKET: is not a/);
  expect(() => parseEnv({ ...minio, S3_ENDPOINT: "minio:9000" })).toThrow(
    "S3_ENDPOINT: must be an http:// or https://",
  );
  expect(() => parseEnv({ ...minio, S3_FORCE_PATH_STYLE: "true" })).toThrow(
    /^Invalid environment: S3_FORCE_PATH_STYLE/,
  );
  expect(parseEnv({ ...minio, S3_SERVER_SIDE_ENCRYPTION: "off" }).S3_SERVER_SIDE_ENCRYPTION).toBe("off");
});

it("turns the sandbox's controls on anywhere but production, and in production only for a demo (SANDBOX=1)", () => {
  expect(sandboxControlsOn({ NODE_ENV: "development", SANDBOX: undefined })).toBe(true);
  expect(sandboxControlsOn({ NODE_ENV: "test", SANDBOX: "0" })).toBe(true);
  expect(sandboxControlsOn({ NODE_ENV: "production", SANDBOX: "1" })).toBe(true);
  expect(sandboxControlsOn({ NODE_ENV: "production", SANDBOX: undefined })).toBe(false);
  expect(sandboxControlsOn({ NODE_ENV: "production", SANDBOX: "0" })).toBe(false);
});
