import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { ErrorBodySchema } from "@/lib/http/errors";
import type { RouteHandler } from "@/lib/http/route";

type Matcher = { pattern: RegExp; names: string[]; segments: string[]; module: Record<string, unknown> };

const matchers: Matcher[] = ROUTES.map(({ path, module }) => {
  const names: string[] = [];
  const source = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { pattern: new RegExp(`^${source}$`), names, segments: path.split("/"), module };
});

/** Next.js precedence: at the first segment where two routes differ, the static one wins. */
function moreSpecific(a: Matcher, b: Matcher): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const aDynamic = a.segments[i]!.startsWith("{");
    const bDynamic = b.segments[i]!.startsWith("{");
    if (aDynamic !== bDynamic) return aDynamic ? 1 : -1;
  }
  return 0;
}

export type ContractViolation = { request: string; status: number; problem: string };

/** Checks an answer against what the OpenAPI document promises for it: the success schema or the error shape. */
async function checkContract(handler: RouteHandler, req: NextRequest, response: Response): Promise<ContractViolation | null> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return null;
  const schema = response.status >= 400 ? ErrorBodySchema : handler.spec.response;
  if (!schema) return null;
  const result = schema.safeParse(await response.clone().json());
  if (result.success) return null;
  return { request: `${req.method} ${req.nextUrl.pathname}`, status: response.status, problem: JSON.stringify(result.error.issues.slice(0, 3)) };
}

async function dispatch(req: NextRequest, onViolation: (violation: ContractViolation) => void): Promise<Response> {
  const candidates = matchers.filter((m) => m.pattern.test(req.nextUrl.pathname)).sort(moreSpecific);
  const matcher = candidates[0];
  if (!matcher) return new Response(null, { status: 404 });
  const handler = matcher.module[req.method] as RouteHandler | undefined;
  if (!handler) return new Response(null, { status: 405 });
  const values = matcher.pattern.exec(req.nextUrl.pathname)!.slice(1);
  const params = Object.fromEntries(matcher.names.map((name, i) => [name, decodeURIComponent(values[i]!)]));
  const response = await handler(req, { params: Promise.resolve(params) });
  const violation = await checkContract(handler, req, response);
  if (violation) onViolation(violation);
  return response;
}

/**
 * A real HTTP server on 127.0.0.1 that serves the app's /api/v1 route handlers, so integration
 * tests go through sockets, headers and bodies exactly as a client's requests do. Every JSON
 * answer is checked against its documented schema; mismatches go to `onViolation`.
 */
export async function createApiServer(port = 0, onViolation: (violation: ContractViolation) => void = () => undefined) {
  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(incoming.headers)) {
      if (typeof value === "string") headers.set(key, value);
      else if (Array.isArray(value)) headers.set(key, value.join(", "));
    }
    // Next.js sets X-Forwarded-For to the socket's address when the request carries none.
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", incoming.socket.remoteAddress ?? "");
    const { port: own } = server.address() as AddressInfo;
    const hasBody = chunks.length > 0 && incoming.method !== "GET" && incoming.method !== "HEAD";
    const request = new NextRequest(`http://127.0.0.1:${own}${incoming.url}`, {
      method: incoming.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
    });
    const response = await dispatch(request, onViolation);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${listening}` };
}
