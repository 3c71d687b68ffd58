import "#server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import type { z } from "@/lib/zod";
import { type Actor, authenticate } from "@/lib/auth/actor";
import { mustEnrolTotp } from "@/lib/auth/admin-2fa";
import { RECENT_WRITE_COOKIE, recentWriteCookie } from "@/lib/db/replica";
import { env } from "@/lib/env";
import { loggablePath, logger } from "@/lib/log";
import { clientIp } from "./client-ip";
import { AppError } from "./errors";
import { readFormBody, readJsonBody } from "./body";
import { errorResponse, toAppError } from "./error-response";
import { type IdempotencyRequest, requestFingerprint } from "./idempotency";
import { consumeRateLimit, type RateLimitRule } from "./rate-limit";

export type AuthMode = "public" | "user" | "seller" | "approvedSeller" | "admin";

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type HandlerContext<A extends AuthMode, P, Q, B> = {
  req: NextRequest;
  requestId: string;
  ip: string;
  actor: A extends "public" ? Actor | null : Actor;
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  /** The multipart form, for routes that declare `form`. */
  form: FormData | undefined;
  /** The `Idempotency-Key` of the request, for routes that declare `idempotent`. */
  idempotency: IdempotencyRequest | null;
};

export type RouteDefinition<A extends AuthMode, P, Q, B> = {
  auth: A;
  /** Also accept integration (API key) tokens: the seller's own API operations only. */
  integration?: boolean;
  /**
   * Open to an admin who must still enrol in two-factor sign-in (ADMIN_2FA=required, lib/auth/admin-2fa.ts): the
   * enrolment itself. Every other authenticated route answers them 403 TOTP_ENROLMENT_REQUIRED.
   */
  allowBeforeEnrolment?: boolean;
  summary: string;
  tags: string[];
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A multipart/form-data body instead of JSON: its size limit and documented file fields, and (documentation only:
   * the service reads the form) its other fields, or all of them when a file field repeats.
   */
  form?: { maxBytes: number; files: readonly string[]; fields?: z.ZodObject };
  /** Accepts an `Idempotency-Key` header; the service passes `ctx.idempotency` to runIdempotent. */
  idempotent?: boolean;
  /** Success status; 204 sends no body. */
  status?: 200 | 201 | 202 | 204;
  /** The documented success body (OpenAPI). */
  response?: z.ZodType;
  /** A success body that is a file instead of JSON: the media types it may have (OpenAPI). */
  fileResponse?: readonly string[];
  /** Extra documented error statuses besides the ones every route can answer. */
  errors?: number[];
  /** Error statuses answered with a body of their own instead of the error shape. */
  errorBodies?: Partial<Record<number, z.ZodType>>;
  /**
   * A check of the path parameters run before the body is read, so a caller it refuses (a wrong secret in the path)
   * gets the answer without making the server read, or wait for, what it sends.
   */
  before?: (ctx: { params: Infer<P> }) => void | Promise<void>;
  rateLimit?: (ctx: { ip: string; body: Infer<B>; actor: Actor | null }) => RateLimitRule[];
  handler: (ctx: HandlerContext<A, P, Q, B>) => Promise<unknown>;
};

export type RouteSpec = Omit<
  RouteDefinition<AuthMode, unknown, unknown, unknown>,
  "handler" | "rateLimit" | "before"
> & {
  rateLimited: boolean;
};

export type RouteHandler = ((
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>) & {
  spec: RouteSpec;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function authorize(
  {
    auth: mode,
    integration = false,
    allowBeforeEnrolment = false,
  }: Pick<RouteSpec, "auth" | "integration" | "allowBeforeEnrolment">,
  actor: Actor | null,
): void {
  if (mode === "public") return;
  if (!actor) throw new AppError("UNAUTHORIZED");
  if (actor.via === "integration" && !integration)
    throw new AppError("FORBIDDEN", "Esta operação não está disponível para tokens de integração.");
  if (!allowBeforeEnrolment && mustEnrolTotp(actor)) throw new AppError("TOTP_ENROLMENT_REQUIRED");
  if (mode === "admin" && actor.role !== "admin") throw new AppError("FORBIDDEN");
  if ((mode === "seller" || mode === "approvedSeller") && actor.role !== "seller") throw new AppError("FORBIDDEN");
  if (mode === "approvedSeller" && !actor.approved) throw new AppError("SELLER_NOT_APPROVED");
}

/**
 * Browser sessions ride on cookies, so a mutation must come from our own pages: the configured
 * public URL, or the host the request was addressed to (direct access without a proxy).
 */
function assertSameOrigin(req: NextRequest): void {
  const origin = req.headers.get("origin");
  const host = req.headers.get("host");
  const proto = req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(":", "");
  const allowed = [new URL(env().APP_URL).origin, host ? `${proto}://${host}` : null];
  if (!origin || !allowed.includes(origin)) {
    throw new AppError("FORBIDDEN", "Origem da requisição não permitida.");
  }
}

/** After a browser's write, its next reads see it: they stay on the primary while the cookie lasts. */
function keepReadsOnPrimary(response: Response): void {
  const cookie = recentWriteCookie({ secure: new URL(env().APP_URL).protocol === "https:" });
  if (cookie) response.headers.append("Set-Cookie", cookie);
}

/** The dotted paths of the strings (keys included) in `value` that hold a NUL character. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [path.join(".")] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, [...path, String(index)]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes("\u0000") ? [[...path, key].join(".")] : nulPaths(item, [...path, key]),
    );
  }
  return [];
}

/**
 * PostgreSQL's text cannot hold U+0000, so a NUL that reached a query failed there as a 500:
 * refused up front, for every route, with the validation error naming each field.
 */
function rejectNulCharacters(...inputs: unknown[]): void {
  const paths = inputs.flatMap((input) => nulPaths(input));
  if (paths.length) {
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: paths.map((path) => ({ path, message: "O caractere nulo (\\u0000) não é aceito" })),
    });
  }
}

function parseWith<S>(schema: S | undefined, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  return (schema as unknown as z.ZodType).parse(value) as Infer<S>;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function idempotencyOf(req: NextRequest, actor: Actor | null, rawBody: unknown): IdempotencyRequest | null {
  const key = req.headers.get("idempotency-key");
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: [{ path: "Idempotency-Key", message: "Use de 1 a 255 caracteres visíveis" }],
    });
  }
  const path = req.nextUrl.pathname;
  return {
    scope: `${actor?.sellerId ?? "public"}:${req.method} ${path}`,
    key,
    requestHash: requestFingerprint(req.method, path, rawBody),
  };
}

/** Query values sent as "" or the literal "undefined" mean absent (a known client sends them). */
function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (value !== "" && value !== "undefined") out[key] = value;
  }
  return out;
}

/**
 * The one route wrapper: request id, authentication, authorization, zod parsing, rate limits,
 * error mapping and serialization. Route files only wire schemas to a service call.
 */
export function route<A extends AuthMode, P = undefined, Q = undefined, B = undefined>(
  definition: RouteDefinition<A, P, Q, B>,
): RouteHandler {
  const handler = async (
    req: NextRequest,
    routeCtx: { params: Promise<Record<string, string | string[] | undefined>> },
  ) => {
    const requestId = randomUUID();
    const started = performance.now();
    let response: Response;
    try {
      const authenticated = await authenticate(req);
      const wroteRecently = req.cookies.has(RECENT_WRITE_COOKIE);
      const actor = authenticated && { ...authenticated, requestId, ...(wroteRecently && { wroteRecently }) };
      authorize(definition, actor);
      if (actor?.via === "session" && !SAFE_METHODS.has(req.method)) assertSameOrigin(req);

      const rawParams = await routeCtx.params;
      if (definition.before) await definition.before({ params: parseWith(definition.params, rawParams) });
      const rawQuery = queryObject(req.nextUrl);
      const rawBody = definition.body ? await readJsonBody(req) : undefined;
      const form = definition.form ? await readFormBody(req, definition.form.maxBytes) : undefined;
      rejectNulCharacters(
        rawParams,
        rawQuery,
        rawBody,
        form && Object.fromEntries([...form].filter(([, value]) => typeof value === "string")),
      );
      const params = parseWith(definition.params, rawParams);
      const query = parseWith(definition.query, rawQuery);
      const body = parseWith(definition.body, rawBody);
      const ip = clientIp(req.headers);
      for (const rule of definition.rateLimit?.({ ip, body, actor }) ?? []) await consumeRateLimit(rule);

      const idempotency = definition.idempotent ? idempotencyOf(req, actor, rawBody) : null;
      const ctx = { req, requestId, ip, actor, params, query, body, form, idempotency } as HandlerContext<A, P, Q, B>;
      const result = await definition.handler(ctx);
      const status = definition.status ?? 200;
      if (result instanceof Response) response = result;
      else if (status === 204) response = new Response(null, { status });
      else response = Response.json(result, { status });
      if (actor?.via === "session" && !SAFE_METHODS.has(req.method)) keepReadsOnPrimary(response);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.status >= 500) {
        // The PSP client reports its outages and refusals of our credentials itself, once and not per request.
        const level = appError.code === "PSP_UNAVAILABLE" ? "warn" : "error";
        logger()[level](
          { err: error, requestId, method: req.method, path: loggablePath(req.nextUrl.pathname) },
          "request failed",
        );
      }
      response = errorResponse(appError, requestId);
    }
    response.headers.set("X-Request-Id", requestId);
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    logger().info(
      {
        requestId,
        method: req.method,
        path: loggablePath(req.nextUrl.pathname),
        status: response.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
    return response;
  };
  const { handler: _handler, rateLimit, before: _before, ...spec } = definition;
  return Object.assign(handler, { spec: { ...spec, rateLimited: Boolean(rateLimit) } as RouteSpec });
}
