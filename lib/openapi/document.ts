import "#server-only";
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { ErrorBodySchema } from "@/lib/http/errors";
import { z } from "@/lib/zod";
import type { RouteHandler, RouteSpec } from "@/lib/http/route";
import { OPERATION_IDS } from "./operation-ids";
import { registerWebhooks } from "./webhooks";
import packageJson from "@/package.json" with { type: "json" };

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof HTTP_METHODS)[number];

export type RouteModule = { path: string; module: Partial<Record<Method, RouteHandler>> & Record<string, unknown> };

/** Every (method, path, spec) that the route modules export. */
export function listOperations(routes: readonly RouteModule[]) {
  return routes.flatMap(({ path, module }) =>
    HTTP_METHODS.flatMap((method) => {
      const handler = module[method];
      return handler?.spec ? [{ method, path, spec: handler.spec }] : [];
    }),
  );
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input",
  401: "Missing, invalid or expired token",
  403: "Authenticated but not allowed",
  404: "Not found",
  409: "Conflict",
  410: "The e-mailed link is unknown, expired or already used (ACCOUNT_LINK_INVALID)",
  413: "Body too large",
  415: "Unsupported media type",
  422: "Business rule refused",
  429: "Rate limited (see Retry-After)",
  502: "The PIX provider answered outside its specification (PSP_INVALID_ANSWER): the operation stays pending and is checked again by a job; a retry with the same Idempotency-Key does not repeat it",
  503: "Database (SERVICE_UNAVAILABLE), PIX provider (PSP_UNAVAILABLE) or document storage (STORAGE_UNAVAILABLE) unavailable (see Retry-After)",
};

function errorStatuses(spec: RouteSpec): number[] {
  // Any operation may reach the database (authentication, rate limits, its own reads) and find it down.
  const statuses = new Set<number>([
    400,
    503,
    ...(spec.errors ?? []),
    ...Object.keys(spec.errorBodies ?? {}).map(Number),
  ]);
  if (spec.auth !== "public") [401, 403].forEach((s) => statuses.add(s));
  if (spec.body || spec.form) [413, 415].forEach((s) => statuses.add(s));
  if (spec.rateLimited) statuses.add(429);
  if (spec.idempotent) statuses.add(409);
  return [...statuses].sort();
}

const FILE_SCHEMA = z.string().meta({ format: "binary" });

function multipartSchema({ files, fields }: NonNullable<RouteSpec["form"]>) {
  return z.object({
    ...Object.fromEntries(files.map((name) => [name, FILE_SCHEMA.optional()])),
    ...fields?.shape,
  });
}

function successResponse(status: number, spec: RouteSpec): RouteConfig["responses"][number] {
  if (spec.fileResponse) {
    return {
      description: "A file",
      content: Object.fromEntries(spec.fileResponse.map((mediaType) => [mediaType, { schema: FILE_SCHEMA }])),
    };
  }
  if (status === 204 || !spec.response) return { description: status === 204 ? "No content" : "Success" };
  return { description: "Success", content: { "application/json": { schema: spec.response } } };
}

/** What a route reads from the headers: an Idempotency-Key, and on a seller's operations the account acted in. */
function requestHeaders(spec: RouteSpec) {
  const seller = spec.auth === "seller" || spec.auth === "approvedSeller";
  if (!spec.idempotent && !seller) return undefined;
  return z.object({
    ...(spec.idempotent && {
      "Idempotency-Key": z.string().max(255).optional().meta({
        description: "Same key and body within 24 h returns the first response; another body gets 409.",
      }),
    }),
    ...(seller && {
      "X-Seller-Id": z
        .uuid()
        .optional()
        .meta({
          description:
            "With a user token: the seller account to act in, one of GET /users/me/sellers (default: your own, or " +
            "your first). 403 if you are not in its team. Integration tokens act for their own account only.",
        }),
    }),
  });
}

function toRouteConfig(method: Method, path: string, spec: RouteSpec): RouteConfig {
  const status = spec.status ?? 200;
  const responses: RouteConfig["responses"] = { [status]: successResponse(status, spec) };
  for (const code of errorStatuses(spec)) {
    const schema = spec.errorBodies?.[code] ?? ErrorBodySchema;
    responses[code] = { description: ERROR_DESCRIPTIONS[code] ?? "Error", content: { "application/json": { schema } } };
  }
  return {
    method: method.toLowerCase() as RouteConfig["method"],
    path,
    operationId: OPERATION_IDS[`${method} ${path}`],
    summary: spec.summary,
    description: spec.description,
    tags: spec.tags,
    security: spec.auth === "public" ? [] : [{ bearerAuth: [] }],
    "x-auth": spec.auth,
    "x-integration-tokens": spec.integration ?? false,
    request: {
      headers: requestHeaders(spec),
      params: spec.params as RouteConfig["request"] extends infer R
        ? R extends { params?: infer P }
          ? P
          : never
        : never,
      query: spec.query as never,
      body: spec.body
        ? { required: true, content: { "application/json": { schema: spec.body as never } } }
        : spec.form
          ? { required: true, content: { "multipart/form-data": { schema: multipartSchema(spec.form) } } }
          : undefined,
    },
    responses,
  } as RouteConfig;
}

/** The OpenAPI 3.1 document, generated from the routes' zod schemas. */
export function buildOpenApiDocument(routes: readonly RouteModule[], serverUrl: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer", bearerFormat: "JWT" });
  for (const { method, path, spec } of listOperations(routes)) registry.registerPath(toRouteConfig(method, path, spec));
  registerWebhooks(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "PIX Payments API",
      version: packageJson.version,
      description:
        "Payments for Brazilian sellers. Money is in reais with two decimals; errors share one shape (`Error`). Answers may gain fields in later versions: ignore the ones you do not know.",
    },
    servers: [{ url: serverUrl }],
  });
}
