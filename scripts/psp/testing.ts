// For tests that talk to the PSP stand-in: an HTTPS call with the client certificate, and a plain
// HTTP receiver for the notifications it sends.
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";

export type Tls = { ca: string; cert?: string; key?: string };
export type PspResponse = { status: number; headers: http.IncomingHttpHeaders; body: any };

/** One request over mutual TLS; a JSON body with `json`, a form with `form`. The answer's JSON is parsed. */
export function pspRequest(
  tls: Tls,
  method: string,
  url: string,
  options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<PspResponse> {
  const payload =
    options.json !== undefined
      ? JSON.stringify(options.json)
      : options.form
        ? new URLSearchParams(options.form).toString()
        : undefined;
  const contentType = options.json !== undefined ? "application/json" : "application/x-www-form-urlencoded";
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method,
        ...tls,
        agent: false,
        headers: { ...(payload !== undefined && { "content-type": contentType }), ...options.headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text === "" ? undefined : JSON.parse(text),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: any };

/** Collects the POSTs it receives and answers 200; `next` waits for one that matches. */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const waiters: { match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      const entry = { path: req.url ?? "", headers: req.headers, body: JSON.parse(text) };
      received.push(entry);
      for (const waiter of waiters.filter((w) => w.match(entry))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(entry);
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    next(match: (r: Received) => boolean, timeoutMs = 3000): Promise<Received> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no matching notification arrived")), timeoutMs);
        waiters.push({ match, resolve: (r) => (clearTimeout(timer), resolve(r)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
