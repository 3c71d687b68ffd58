/**
 * Node.js's flags for the web server (`dist/server.js`), wherever it is started: `npm start`, the benchmark and the
 * chaos run. A request allocates a few hundred short-lived objects (the fetch Request and Response, the parsed rows);
 * V8's default 16 MiB young generation filled every few hundred requests, and what was in flight then was copied
 * and promoted to the old generation, whose collections paused every request. 32 MiB halved those: the server's CPU
 * a charge through API Pix fell from 2.14 to 1.83 ms (docs/PERFORMANCE.md), for at most 32 MiB more memory.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];
