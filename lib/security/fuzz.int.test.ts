import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { ERROR_CODES } from "@/lib/http/errors";
import { listOperations } from "@/lib/openapi/document";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";

// `npm run fuzz` raises the runs and picks a new seed; CI uses a fixed one so a failure reproduces.
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20261122));
const REQUEST_TIMEOUT_MS = 10_000;

let api: ApiClient;
let tokens: Record<string, string>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  const admin = await createUserAndLogin(api, { role: "admin" });
  const seller = await createUserAndLogin(api, { approved: true });
  tokens = { admin: admin.access, seller: seller.access };
});

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    "undefined",
    "null",
    "NaN",
    "-1",
    "0",
    "1e309",
    "00000000-0000-0000-0000-000000000000",
    "../../etc/passwd",
    "%00",
    "' OR 1=1 --",
    "<script>",
    "x".repeat(5000),
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

const jsonBody = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.string(), fc.anything()),
  fc.record({
    amount: fc.oneof(fc.double(), fc.string(), fc.integer()),
    email: hostile,
    password: hostile,
    paymentLinkId: hostile,
  }),
  fc.constant("x".repeat(2 * 1024 * 1024)),
);

const operations = listOperations(ROUTES).filter(({ path }) => !path.endsWith("openapi.json"));

function fill(path: string, values: string[]) {
  let i = 0;
  return path.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++ % values.length] ?? "x"));
}

it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
  "%s answers hostile input with a 4xx in the standard shape, never a 5xx",
  async (_name, { method, path, spec }) => {
    const token = spec.auth === "admin" ? tokens.admin : spec.auth === "public" ? undefined : tokens.seller;
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostile, { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 10 }), hostile, { maxKeys: 4 }),
        jsonBody,
        async (params, query, body) => {
          const url = `${fill(path, params)}?${new URLSearchParams(query)}`;
          const response = await Promise.race([
            api[method.toLowerCase() as "get"](url, {
              token,
              ...(method === "GET"
                ? {}
                : { rawBody: JSON.stringify(body) ?? "", headers: { "content-type": "application/json" } }),
            }),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error(`${method} ${url} hung`)), REQUEST_TIMEOUT_MS),
            ),
          ]);
          expect(response.status, `${method} ${url}`).toBeLessThan(500);
          if (response.status >= 400 && response.status !== 404 && response.status !== 405) {
            expect(response.body, `${method} ${url}`).toMatchObject({
              statusCode: response.status,
              code: expect.any(String),
              message: expect.any(String),
              requestId: expect.any(String),
            });
            expect(Object.keys(ERROR_CODES)).toContain(response.body.code);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  },
  60_000,
);
