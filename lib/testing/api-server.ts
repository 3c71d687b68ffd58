import http from "node:http";
import type { AddressInfo } from "node:net";
import type { NextRequest } from "next/server";
import { apiRouter } from "@/app/api/v1/router";
import { stampClientAddress } from "@/lib/http/client-ip";
import { answerClientError, serveApiRequest } from "@/lib/http/node-bridge";
import { type ContractViolation, checkAnswer } from "./contract";

export type ApiServerOptions = {
  port?: number;
  /** Receives every answer that the OpenAPI document does not describe. */
  onViolation?: (violation: ContractViolation) => void;
  /** The production dispatcher unless a test serves something else through the same checks. */
  dispatch?: (request: NextRequest) => Promise<Response>;
  /** Overrides TRUSTED_PROXY_HOPS for this server. */
  trustedProxyHops?: number;
};

/**
 * A real HTTP server on 127.0.0.1 that serves the app's /api/v1 exactly as the production server
 * (scripts/server.ts) does, so integration tests go through sockets, headers and bodies as a
 * client's requests do. Every answer is checked against the OpenAPI document before it is sent;
 * what it does not describe goes to `onViolation`.
 */
export async function createApiServer({
  port = 0,
  onViolation = () => undefined,
  dispatch = apiRouter.dispatch,
  trustedProxyHops,
}: ApiServerOptions = {}) {
  const server = http.createServer((incoming, outgoing) => {
    stampClientAddress(incoming, trustedProxyHops);
    serveApiRequest(incoming, outgoing, `127.0.0.1:${(server.address() as AddressInfo).port}`, async (request) => {
      const response = await dispatch(request);
      const contentType = response.headers.get("content-type");
      // A JSON answer is read whole to check it against its schema; any other (a CSV export, a file) leaves streamed,
      // as the production server sends it, so a failure midway reaches the client as it would there.
      const json = contentType?.includes("json") ?? false;
      const violation = checkAnswer({
        method: request.method,
        pathname: request.nextUrl.pathname,
        status: response.status,
        contentType,
        body: response.body ? (json ? await response.clone().text() : "(streamed)") : null,
      });
      if (violation) onViolation(violation);
      return response;
    });
  });
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${listening}` };
}
