import "#server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { AppError } from "./errors";
import { errorResponse } from "./error-response";
import type { RouteHandler } from "./route";

type Matcher = {
  path: string;
  pattern: RegExp;
  names: string[];
  segments: string[];
  module: Record<string, unknown>;
  allow: string;
};

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The methods a route module answers, with HEAD and OPTIONS as Next.js adds them. */
function allowedMethods(module: Record<string, unknown>): string[] {
  const own = METHODS.filter((method) => typeof module[method] === "function");
  return METHODS.filter(
    (method) => own.includes(method) || method === "OPTIONS" || (method === "HEAD" && own.includes("GET")),
  );
}

/** A route module (app/api/v1/**\/route.ts) and its path template, as app/api/v1/routes.generated.ts lists them. */
export type ApiRoute = { path: string; module: Record<string, unknown> };

function matcherOf({ path, module }: ApiRoute): Matcher {
  const names: string[] = [];
  const source = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return {
    path,
    pattern: new RegExp(`^${source}$`),
    names,
    segments: path.split("/"),
    module,
    allow: allowedMethods(module).join(", "),
  };
}

/**
 * Next.js precedence, as a key: two routes that match one path have as many segments, and at the first segment where
 * one is static and the other dynamic, the static one wins, which is the order of these keys ("0" static, "1" not).
 */
const precedenceKey = (segments: string[]) => segments.map((segment) => (segment.startsWith("{") ? "1" : "0")).join("");

/** The routes by their number of segments (a parameter never spans a "/"), each list in precedence order. */
type RouteTable = Map<number, Matcher[]>;

function routeTable(matchers: Matcher[]): RouteTable {
  const table: RouteTable = new Map();
  for (const matcher of matchers) {
    const same = table.get(matcher.segments.length) ?? [];
    table.set(matcher.segments.length, [...same, matcher]);
  }
  for (const list of table.values())
    list.sort((a, b) => precedenceKey(a.segments).localeCompare(precedenceKey(b.segments)));
  return table;
}

export function isApiPath(pathname: string): boolean {
  return pathname === "/api/v1" || pathname.startsWith("/api/v1/");
}

function decodeParams(matcher: Matcher, pathname: string): Record<string, string> | null {
  const values = matcher.pattern.exec(pathname)!.slice(1);
  try {
    return Object.fromEntries(matcher.names.map((name, i) => [name, decodeURIComponent(values[i]!)]));
  } catch {
    return null;
  }
}

function matchRoute(table: RouteTable, pathname: string): Matcher | undefined {
  return table.get(pathname.split("/").length)?.find((matcher) => matcher.pattern.test(pathname));
}

async function answer(matchers: RouteTable, req: NextRequest): Promise<Response> {
  const { pathname, search } = req.nextUrl;
  if (pathname.length > 1 && pathname.endsWith("/")) {
    return new Response(null, { status: 308, headers: { location: `${pathname.replace(/\/+$/, "")}${search}` } });
  }
  const matcher = matchRoute(matchers, pathname);
  const params = matcher && decodeParams(matcher, pathname);
  if (!matcher || !params) return errorResponse(new AppError("NOT_FOUND"), randomUUID());

  if (req.method === "OPTIONS" && typeof matcher.module.OPTIONS !== "function") {
    return new Response(null, { status: 204, headers: { allow: matcher.allow } });
  }
  const handler = handlerOf(matcher, req.method);
  if (!handler) {
    const response = errorResponse(new AppError("METHOD_NOT_ALLOWED"), randomUUID());
    response.headers.set("allow", matcher.allow);
    return response;
  }
  return handler(req, { params: Promise.resolve(params) });
}

function handlerOf(matcher: Matcher, method: string): RouteHandler | undefined {
  const handler = matcher.module[method] ?? (method === "HEAD" ? matcher.module.GET : undefined);
  return typeof handler === "function" ? (handler as RouteHandler) : undefined;
}

export type ApiRouter = {
  /**
   * Serves a request under /api/v1 with the app's route handlers, answering what Next.js's router
   * would around them: 308 without a trailing slash, HEAD from GET, OPTIONS with Allow, and 404/405
   * in the API's error shape.
   */
  dispatch(req: NextRequest): Promise<Response>;
  /** The route file's path template (`/api/v1/payments/{id}`) that serves a path, as the OpenAPI document names it. */
  templateOf(pathname: string): string | undefined;
};

/** The router over a route table; the table comes from app/ (the domain never imports the app). */
export function createApiRouter(routes: readonly ApiRoute[]): ApiRouter {
  const matchers = routeTable(routes.map(matcherOf));
  return {
    async dispatch(req) {
      const response = await answer(matchers, req);
      if (req.method !== "HEAD" || !response.body) return response;
      await response.body.cancel();
      return new Response(null, { status: response.status, headers: response.headers });
    },
    templateOf: (pathname) => matchRoute(matchers, pathname)?.path,
  };
}
