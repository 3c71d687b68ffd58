import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";
import { checkWebhookEvent } from "./contract";
import { recordContractViolation } from "./http";

export type Received = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A webhook endpoint on 127.0.0.1 that records what it receives and answers with the status the
 * test sets (`respond`), after `delayMs`, or not at all while `down` or `holding`. It notes every
 * `webhook-id` that arrived while a request with the same id was still open (`overlapping`), and
 * the requests whose sender hung up before the answer (`abandoned`). A body that is not a
 * WebhookEvent of the OpenAPI document fails the test, as an API answer that drifted does.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const overlapping: string[] = [];
  const abandoned: Received[] = [];
  const open = new Map<string, number>();
  const state = { statuses: [] as number[], fallback: 200, delayMs: 0, holding: false };
  const server = http.createServer((req, res) => {
    const id = String(req.headers["webhook-id"]);
    if (open.get(id)) overlapping.push(id);
    open.set(id, (open.get(id) ?? 0) + 1);
    // "close" comes once per response, whether it was sent or the sender hung up first.
    res.on("close", () => open.set(id, open.get(id)! - 1));
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const entry: Received = { headers: req.headers, body };
      received.push(entry);
      const violation = checkWebhookEvent(body);
      if (violation) recordContractViolation(violation);
      res.on("close", () => res.writableFinished || abandoned.push(entry));
      if (state.holding) return;
      const status = state.statuses.shift() ?? state.fallback;
      setTimeout(() => {
        if (!res.destroyed)
          res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : `erro ${status}`);
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    overlapping,
    abandoned,
    /** The next answers, in order; then `fallback`. */
    respond(...statuses: number[]) {
      state.statuses.push(...statuses);
    },
    setFallback(status: number) {
      state.fallback = status;
    },
    /** Answers each request this long after it arrived (time for a second sender to overlap). */
    setDelay(ms: number) {
      state.delayMs = ms;
    },
    /** While on, requests are read and recorded but never answered: a receiver that hangs. */
    setHolding(on: boolean) {
      state.holding = on;
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
