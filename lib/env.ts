import "#server-only";
import { accessSync, constants, statSync } from "node:fs";
import { z } from "@/lib/zod";
import { normalizePixKey } from "@/lib/withdrawals/pix-key";
import { claimSingleCopy } from "@/lib/single-copy";

claimSingleCopy("lib/env");

// Local-only defaults: the start script generates real secrets into .data/ and production
// refuses to start with these.
const DEV_SECRET = "dev-only-secret-do-not-use-in-production-000000";
export const DEV_SECRETS_KEYS = "dev:ZGV2LW9ubHkta2V5LWRvLW5vdC11c2UtaW4tcHJvZCE=";

/** The keys that seal secrets at rest (lib/security/secret-box.ts), by id; new values go under `currentKeyId`. */
export type SecretKeyring = { currentKeyId: string; keys: ReadonlyMap<string, Buffer> };

/**
 * `SECRETS_KEYS`: comma-separated `<key id>:<32 random bytes in base64>` entries. The first seals
 * new values; every one opens the values sealed under it, so a new key goes first and the old one
 * stays until `npm run secrets:rotate` has moved every value off it.
 */
export const SecretsKeysSchema = z.string().transform((value, ctx): SecretKeyring => {
  const keys = new Map<string, Buffer>();
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id = "", encoded = "", ...rest] = entry.split(":");
    const key = Buffer.from(encoded, "base64");
    // Never echo the entry: it holds the key.
    if (
      !/^[A-Za-z0-9_-]{1,32}$/.test(id) ||
      rest.length ||
      !/^[A-Za-z0-9+/_-]{43}=?$/.test(encoded) ||
      key.length !== 32 ||
      keys.has(id)
    ) {
      ctx.addIssue({
        code: "custom",
        message: `entry ${keys.size + 1} is not "<unique id of 1-32 letters, digits, _ or ->:<32 bytes in base64>"`,
      });
      return z.NEVER;
    }
    keys.set(id, key);
  }
  const [currentKeyId] = keys.keys();
  if (!currentKeyId) {
    ctx.addIssue({ code: "custom", message: "needs at least one key" });
    return z.NEVER;
  }
  return { currentKeyId, keys };
});

const httpsUrl = z
  .url({ protocol: /^https$/, error: "must be an https URL" })
  // The spec's paths ("/cob/{txid}") are appended to it.
  .transform((url) => url.replace(/\/+$/, ""));

/** Why `file` cannot be read, or null when it can (checked at start, so a typo stops it there). */
function unreadable(file: string): string | null {
  try {
    if (!statSync(file).isFile()) return "not a file";
    accessSync(file, constants.R_OK);
    return null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

const readableFile = z.string().superRefine((file, ctx) => {
  const problem = unreadable(file);
  if (problem) ctx.addIssue({ code: "custom", message: `cannot read ${file} (${problem})` });
});

const PIX_REQUIRED = [
  "PIX_API_URL",
  "PIX_CLIENT_ID",
  "PIX_CLIENT_SECRET",
  "PIX_RECEIVER_KEY",
  "PIX_WEBHOOK_SECRET",
] as const;

type PixSettings = Partial<
  Record<(typeof PIX_REQUIRED)[number] | "PIX_PROVIDER" | "PIX_CERT_FILE" | "PIX_KEY_FILE" | "PIX_PFX_FILE", string>
>;

/**
 * With the API Pix provider every setting it needs is present, and the client identity is one PEM pair or one PKCS#12.
 */
function requireApiPixSettings(env: PixSettings, ctx: z.RefinementCtx) {
  if (env.PIX_PROVIDER !== "api-pix") return;
  const problem = (key: string, message: string) => ctx.addIssue({ code: "custom", path: [key], message });
  for (const key of PIX_REQUIRED) if (env[key] === undefined) problem(key, "required when PIX_PROVIDER=api-pix");
  const [cert, key, pfx] = [env.PIX_CERT_FILE, env.PIX_KEY_FILE, env.PIX_PFX_FILE].map((file) => file !== undefined);
  if ((cert || key) && pfx)
    problem("PIX_PFX_FILE", "set either PIX_CERT_FILE + PIX_KEY_FILE or PIX_PFX_FILE, not both");
  else if (cert && !key) problem("PIX_KEY_FILE", "required with PIX_CERT_FILE");
  else if (key && !cert) problem("PIX_CERT_FILE", "required with PIX_KEY_FILE");
  else if (!pfx && !cert)
    problem("PIX_CERT_FILE", "required when PIX_PROVIDER=api-pix (with PIX_KEY_FILE), or PIX_PFX_FILE instead");
}

const S3_OPTIONS = ["S3_REGION", "S3_ENDPOINT", "S3_FORCE_PATH_STYLE", "S3_SERVER_SIDE_ENCRYPTION"] as const;

/** A bucket comes with its region; an S3 option without a bucket would be silently ignored, so it is refused. */
function requireS3Settings(
  env: Partial<Record<"S3_BUCKET" | (typeof S3_OPTIONS)[number], string>>,
  ctx: z.RefinementCtx,
) {
  if (env.S3_BUCKET !== undefined) {
    if (env.S3_REGION === undefined)
      ctx.addIssue({ code: "custom", path: ["S3_REGION"], message: "required with S3_BUCKET (us-east-1 for MinIO)" });
    return;
  }
  for (const key of S3_OPTIONS)
    if (env[key] !== undefined)
      ctx.addIssue({ code: "custom", path: [key], message: "set S3_BUCKET too, or documents stay on local disk" });
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.string().url().optional(),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Streaming replicas of DATABASE_URL (comma-separated URLs) that lists, dashboards, reports and exports read from
     * (lib/db/replica.ts); unset, every read goes to the primary.
     */
    DATABASE_REPLICA_URLS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/, error: "must be postgresql:// URLs" }))),
    /** A replica further behind the primary than this is skipped (its reads go to the primary) until it catches up. */
    DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().positive().max(3600).default(5),
    APP_URL: z.string().url().default("http://localhost:3000"),
    JWT_SECRET: z.string().min(32).default(DEV_SECRET),
    NEXTAUTH_SECRET: z.string().min(32).default(DEV_SECRET),
    /** HMAC key of the sandbox provider's callbacks. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(32).default(DEV_SECRET),
    /** Keys of the secrets stored encrypted (webhook signing secrets); see SecretsKeysSchema. */
    SECRETS_KEYS: SecretsKeysSchema.prefault(DEV_SECRETS_KEYS),
    /**
     * Production (a demo) with the sandbox: its providers may be chosen, and its control endpoints ("the buyer paid")
     * answer. Without it production refuses to start on a sandbox provider.
     */
    SANDBOX: z.enum(["0", "1"]).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(30)
      .default(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 24 * 3600),
    /** How many proxies in front of the app append to X-Forwarded-For (0 = reached directly). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Multiplies every per-address rate limit, where many people reach the app from one address. */
    ADDRESS_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    /** Where uploaded documents are kept by the local-disk storage. */
    STORAGE_DIR: z.string().min(1).default(".data/uploads"),
    /**
     * The S3-compatible bucket uploaded documents go to instead (lib/storage/s3-storage.ts), with S3_REGION and, for
     * another store than AWS, S3_ENDPOINT; credentials from the AWS SDK's chain (AWS_ACCESS_KEY_ID, an instance role).
     */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "is not a bucket name (3-63 lowercase letters, digits, . and -)")
      .optional(),
    S3_REGION: z.string().min(1, "must not be empty").optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    /** 1: `endpoint/bucket/key` addresses (MinIO and most self-hosted stores) rather than `bucket.endpoint/key`. */
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).optional(),
    /** The encryption each object asks for; `off` for stores that encrypt everything and refuse the header. */
    S3_SERVER_SIDE_ENCRYPTION: z.enum(["AES256", "aws:kms", "off"]).optional(),
    /** Hosts or IPs webhooks may target even though they resolve to private or loopback addresses (comma list). */
    WEBHOOK_ALLOWED_HOSTS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /**
     * How long a worker owns a webhook delivery it claimed; if it dies mid-send, another worker
     * retries after this. Above the 10 s send timeout, so two sends of one delivery never overlap.
     */
    WEBHOOK_LEASE_SECONDS: z.coerce.number().int().min(15).max(3600).default(300),
    /**
     * How long an intent (a charge, refund, return or payout whose PSP call went unanswered, or a process that died)
     * rests before the recovery jobs carry it on: long enough that the request which recorded it has given up on its
     * own call (checked against PIX_TIMEOUT_MS below) and that a webhook had its chance.
     */
    RECOVERY_AFTER_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
    /** 0 keeps the job workers out of the web process (run `npm run worker` instead). */
    RUN_JOBS: z.enum(["0", "1"]).default("1"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Who issues charges: the built-in sandbox, or a PSP speaking Banco Central's API Pix (lib/pix/api-pix/). */
    PIX_PROVIDER: z.enum(["sandbox", "api-pix"]).default("sandbox"),
    /**
     * Who sends withdrawals' payouts: the built-in sandbox, Efí's Pix sending API (lib/payouts/efi/), which uses the
     * API Pix client's settings (credentials, certificate, PIX_RECEIVER_KEY as the payer key), or no one (manual): an
     * admin pays at the bank and records it (lib/withdrawals/manual-payouts.ts).
     */
    PAYOUT_PROVIDER: z.enum(["sandbox", "efi", "manual"]).default("sandbox"),
    /** API Pix base URL, up to and including its version ("https://pix.example.com/api/v2"). */
    PIX_API_URL: httpsUrl.optional(),
    /** OAuth2 token URL; defaults to `${PIX_API_URL}/oauth/token`, though PSPs often serve it at the host's root. */
    PIX_OAUTH_URL: httpsUrl.optional(),
    PIX_CLIENT_ID: z.string().min(1, "must not be empty").optional(),
    PIX_CLIENT_SECRET: z.string().min(1, "must not be empty").optional(),
    /** The client certificate of mutual TLS: a PEM certificate and key, or a PKCS#12 with its passphrase. */
    PIX_CERT_FILE: readableFile.optional(),
    PIX_KEY_FILE: readableFile.optional(),
    PIX_PFX_FILE: readableFile.optional(),
    PIX_PFX_PASSPHRASE: z.string().default(""),
    /**
     * How long one call to the PSP may take, connection included, before it counts as unanswered (and is retried when
     * safe).
     */
    PIX_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    /** PEM certificates trusted for the PSP besides the system's roots. */
    PIX_CA_FILE: readableFile.optional(),
    /** The Pix key charges are paid to, kept in its DICT form (CPF/CNPJ digits, +55 phone, e-mail, EVP). */
    PIX_RECEIVER_KEY: z
      .string()
      .transform((key, ctx) => {
        const normalized = normalizePixKey(key);
        if (normalized) return normalized.pixKey;
        ctx.addIssue({ code: "custom", message: "is not a Pix key (CPF, CNPJ, e-mail, +55 phone or EVP)" });
        return z.NEVER;
      })
      .optional(),
    /** Secret of the PSP's notifications to us. */
    PIX_WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * The PSP stand-in's control endpoints (scripts/psp/), set by the demo and the tests: the
     * sandbox's "the buyer paid" pays API Pix charges there. Off in production like the sandbox.
     */
    PIX_STAND_IN_URL: httpsUrl.optional(),
    /**
     * The SMTP server e-mail goes out through (`smtp://user:pass@host:587`, `smtps://…:465`).
     * Unset, e-mail stays in the built-in mailbox the admin reads at /admin/emails.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    /** The From of every e-mail; defaults to `PIX Pagamentos <nao-responda@<APP_URL's host>>`. */
    EMAIL_FROM: z.string().min(3).optional(),
    /**
     * `required`: an admin without two-factor sign-in (TOTP) may do nothing but enrol. The default in production;
     * elsewhere, and in `npm run demo`, `optional`.
     */
    ADMIN_2FA: z.enum(["required", "optional"]).optional(),
  })
  .superRefine(requireApiPixSettings)
  .superRefine(requireS3Settings)
  .superRefine((env, ctx) => {
    // A call and its retries (three tries with backoff) end before a job may ask again for the same thing.
    if (env.RECOVERY_AFTER_SECONDS * 1000 < 4 * env.PIX_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["RECOVERY_AFTER_SECONDS"],
        message: `at least ${Math.ceil((4 * env.PIX_TIMEOUT_MS) / 1000)} (4 × PIX_TIMEOUT_MS), so a job never repeats a call still under way`,
      });
    }
    if (env.PAYOUT_PROVIDER === "efi" && env.PIX_PROVIDER !== "api-pix") {
      ctx.addIssue({
        code: "custom",
        path: ["PAYOUT_PROVIDER"],
        message: "efi needs PIX_PROVIDER=api-pix: it sends over the same client (PIX_* settings)",
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    for (const key of ["JWT_SECRET", "NEXTAUTH_SECRET", "SANDBOX_WEBHOOK_SECRET"] as const) {
      if (env[key] === DEV_SECRET) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} must be set in production` });
      }
    }
    const devKey = SecretsKeysSchema.parse(DEV_SECRETS_KEYS).keys.get("dev")!;
    if ([...env.SECRETS_KEYS.keys.values()].some((key) => key.equals(devKey))) {
      ctx.addIssue({ code: "custom", path: ["SECRETS_KEYS"], message: "SECRETS_KEYS must be set in production" });
    }
    // A sandbox moves no money: withdrawals would wait for ever and charges would never be paid. Only a demo says so.
    if (env.SANDBOX === "1") return;
    if (env.PIX_PROVIDER === "sandbox")
      ctx.addIssue({
        code: "custom",
        path: ["PIX_PROVIDER"],
        message: "sandbox moves no money: set api-pix, or SANDBOX=1 for a demo",
      });
    if (env.PAYOUT_PROVIDER === "sandbox")
      ctx.addIssue({
        code: "custom",
        path: ["PAYOUT_PROVIDER"],
        message: "sandbox sends no payout: set efi or manual, or SANDBOX=1 for a demo",
      });
  })
  .transform((env) => ({
    ...env,
    PIX_OAUTH_URL: env.PIX_OAUTH_URL ?? (env.PIX_API_URL && `${env.PIX_API_URL}/oauth/token`),
    EMAIL_FROM: env.EMAIL_FROM ?? `PIX Pagamentos <nao-responda@${new URL(env.APP_URL).hostname}>`,
    ADMIN_2FA: env.ADMIN_2FA ?? (env.NODE_ENV === "production" ? "required" : "optional"),
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? "0",
    S3_SERVER_SIDE_ENCRYPTION: env.S3_SERVER_SIDE_ENCRYPTION ?? "AES256",
  }));

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** The settings in `source`, or an Error whose one-line message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** Validated settings, read once. Lazy so that `next build` does not need runtime secrets. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Whether the sandbox's controls ("the buyer paid", a payout's outcome) are on: outside production, or in a demo. */
export function sandboxControlsOn({ NODE_ENV, SANDBOX }: Pick<Env, "NODE_ENV" | "SANDBOX"> = env()): boolean {
  return NODE_ENV !== "production" || SANDBOX === "1";
}
