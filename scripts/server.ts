// The production web server (what `npm start` runs, bundled into dist/server.js by `npm run build`):
// Next.js serves the pages and next-auth, and requests under /api/v1 go straight to the app's route
// handlers through app/api/v1/router.ts, the dispatcher the integration tests use, skipping the
// ~2 ms of Next.js CPU each request cost (docs/PERFORMANCE.md). Both import the domain as the built
// package @pix/core, so this process holds one copy of it (docs/ARCHITECTURE.md). Configured by the
// environment scripts/start.ts prepares; `--dir` serves another build (the benchmark's snapshot).
// The router is imported after Next.js has loaded: its modules need the globals Next.js sets up.
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { exitOnBadSettings } from "./lib/check-settings";

(process.env as Record<string, string>).NODE_ENV = "production";
exitOnBadSettings();
const { values } = parseArgs({ options: { dir: { type: "string" } } });
const dir = path.resolve(values.dir ?? path.join(import.meta.dirname, ".."));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "127.0.0.1";
// Draining in-flight requests and jobs on SIGTERM gives up after this long (a CSV export can stream for a while).
const DRAIN_MS = 25_000;

const { default: next } = await import("next");
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const handlePage = app.getRequestHandler();
const { apiRouter } = await import("@/app/api/v1/router");
const { isApiPath } = await import("@pix/core/http/api-router");
const { answerClientError, serveApiRequest } = await import("@pix/core/http/node-bridge");
const { stampClientAddress } = await import("@pix/core/http/client-ip");
const { stopJobs } = await import("@pix/core/jobs/schedule");

const fallbackHost = `${hostname}:${port}`;
const server = http.createServer((req, res) => {
  // Per-IP limits, in the API and in next-auth's login alike, read the address derived here from the socket.
  stampClientAddress(req);
  const pathname = (req.url ?? "/").split("?")[0]!;
  if (isApiPath(pathname)) serveApiRequest(req, res, fallbackHost, apiRouter.dispatch);
  else void handlePage(req, res);
});
server.on("clientError", answerClientError);
server.listen(port, hostname, () => console.log(`▲ ready on http://${hostname}:${port}`));

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // The job workers instrumentation started (unless RUN_JOBS=0) finish what they hold, like the worker process's.
  const drained = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  void Promise.all([drained, stopJobs()]).finally(() => process.exit(0));
  setTimeout(() => process.exit(0), DRAIN_MS).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
