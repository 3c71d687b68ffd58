import http from "node:http";
import type { AddressInfo } from "node:net";
import type { NextRequest } from "next/server";
import { dispatchApiRequest, routeHandlerFor } from "@/lib/http/api-router";
import { stampClientAddress } from "@/lib/http/client-ip";
import { ErrorBodySchema } from "@/lib/http/errors";
import { serveApiRequest } from "@/lib/http/node-bridge";

export type ContractViolation = { request: string; status: number; problem: string };

/** Checks an answer against what the OpenAPI document promises for it: the success schema or the error shape. */
async function checkContract(req: NextRequest, response: Response): Promise<ContractViolation | null> {
  if (!response.body || !(response.headers.get("content-type") ?? "").includes("application/json")) return null;
  const schema = response.status >= 400 ? ErrorBodySchema : routeHandlerFor(req.method, req.nextUrl.pathname)?.spec.response;
  if (!schema) return null;
  const result = schema.safeParse(await response.clone().json());
  if (result.success) return null;
  return { request: `${req.method} ${req.nextUrl.pathname}`, status: response.status, problem: JSON.stringify(result.error.issues.slice(0, 3)) };
}

/**
 * A real HTTP server on 127.0.0.1 that serves the app's /api/v1 exactly as the production server
 * (scripts/server.ts) does, so integration tests go through sockets, headers and bodies as a
 * client's requests do. Every JSON answer is checked against its documented schema; mismatches go
 * to `onViolation`. `trustedProxyHops` overrides TRUSTED_PROXY_HOPS for this server.
 */
export async function createApiServer(port = 0, onViolation: (violation: ContractViolation) => void = () => undefined, trustedProxyHops?: number) {
  const server = http.createServer((incoming, outgoing) => {
    stampClientAddress(incoming, trustedProxyHops);
    serveApiRequest(incoming, outgoing, `127.0.0.1:${(server.address() as AddressInfo).port}`, async (request) => {
      const response = await dispatchApiRequest(request);
      const violation = await checkContract(request, response);
      if (violation) onViolation(violation);
      return response;
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${listening}` };
}
