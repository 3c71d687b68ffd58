/**
 * Node.js's flags for the web server (`dist/server.js`), wherever it is started: `npm start`, the benchmark and the
 * chaos run. A request allocates many short-lived objects (the fetch Request and Response, the parsed rows); a young
 * generation of 32 MiB instead of V8's 16 is collected half as often, so fewer in-flight requests' objects are copied
 * and promoted. In back-to-back benchmark runs the server's CPU a charge through API Pix fell from 2.14 to 1.83 ms
 * (docs/PERFORMANCE.md), for at most 32 MiB more memory.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=32"];
