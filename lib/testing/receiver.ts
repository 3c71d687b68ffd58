import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

export type Received = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A webhook endpoint on 127.0.0.1 that records what it receives and answers with the status the
 * test sets (`respond`), or not at all while `down`.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const state = { statuses: [] as number[], fallback: 200 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      const status = state.statuses.shift() ?? state.fallback;
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : `erro ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    /** The next answers, in order; then `fallback`. */
    respond(...statuses: number[]) {
      state.statuses.push(...statuses);
    },
    setFallback(status: number) {
      state.fallback = status;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
    async restart() {
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
  };
}
