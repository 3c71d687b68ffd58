import { z } from "@/lib/zod";

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
  for (const entry of value.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [id = "", encoded = "", ...rest] = entry.split(":");
    const key = Buffer.from(encoded, "base64");
    // Never echo the entry: it holds the key.
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || rest.length || !/^[A-Za-z0-9+/_-]{43}=?$/.test(encoded) || key.length !== 32 || keys.has(id)) {
      ctx.addIssue({ code: "custom", message: `entry ${keys.size + 1} is not "<unique id of 1-32 letters, digits, _ or ->:<32 bytes in base64>"` });
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

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z.string().url().optional(),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    APP_URL: z.string().url().default("http://localhost:3000"),
    JWT_SECRET: z.string().min(32).default(DEV_SECRET),
    NEXTAUTH_SECRET: z.string().min(32).default(DEV_SECRET),
    /** HMAC key of the sandbox provider's callbacks. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(32).default(DEV_SECRET),
    /** Keys of the secrets stored encrypted (webhook signing secrets); see SecretsKeysSchema. */
    SECRETS_KEYS: SecretsKeysSchema.prefault(DEV_SECRETS_KEYS),
    /** The sandbox control endpoints ("the buyer paid") answer in production only with SANDBOX=1. */
    SANDBOX: z.enum(["0", "1"]).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(30 * 24 * 3600),
    /** How many proxies in front of the app append to X-Forwarded-For (0 = reached directly). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Where uploaded documents are kept by the local-disk storage. */
    STORAGE_DIR: z.string().min(1).default(".data/uploads"),
    /** Hosts or IPs webhooks may target even though they resolve to private or loopback addresses (comma list). */
    WEBHOOK_ALLOWED_HOSTS: z
      .string()
      .default("")
      .transform((value) => value.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean)),
    /**
     * How long a worker owns a webhook delivery it claimed; if it dies mid-send, another worker
     * retries after this. Above the 10 s send timeout, so two sends of one delivery never overlap.
     */
    WEBHOOK_LEASE_SECONDS: z.coerce.number().int().min(15).max(3600).default(300),
    /** 0 keeps the job workers out of the web process (run `npm run worker` instead). */
    RUN_JOBS: z.enum(["0", "1"]).default("1"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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
  });

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Validated settings, read once. Lazy so that `next build` does not need runtime secrets. */
export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}
