import "#server-only";
import { randomUUID } from "node:crypto";
import { type IncomingMessage, STATUS_CODES, type ServerResponse } from "node:http";
import { Readable, type Duplex } from "node:stream";
import { pipeline } from "node:stream/promises";
import compression from "compression";
import { NextRequest } from "next/server";
import { loggablePath, logger } from "@/lib/log";
import { CLIENT_ADDRESS_HEADER } from "./client-ip";
import { AppError, type ErrorCode } from "./errors";
import { errorResponse } from "./error-response";
import { securityHeadersFor } from "./security-headers.mjs";

// A Host header that is not a host name or address (with an optional port) cannot enter a URL.
const HOST_HEADER = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const BODILESS = new Set(["GET", "HEAD"]);

/**
 * Reads and drops what is left of a request body nobody read (an answer given before reading it,
 * such as 413 from Content-Length), so the connection's next request can be parsed, as Node.js
 * does for requests a handler ignores.
 */
function discardBody(incoming: IncomingMessage): void {
  if (incoming.readableEnded) return;
  incoming.removeAllListeners("data");
  incoming.resume();
}

/** The request body as a web stream that reads from the socket only as fast as it is consumed. */
function requestBody(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.pause();
      incoming.on("data", (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
      });
      incoming.once("end", () => {
        if (!settled) controller.close();
        settled = true;
      });
      incoming.once("error", (error) => {
        if (!settled) controller.error(error);
        settled = true;
      });
    },
    pull() {
      incoming.resume();
    },
    cancel() {
      settled = true;
      discardBody(incoming);
    },
  });
}

/**
 * The fetch Request a Next.js route handler would receive for this Node request: the same URL
 * (scheme from X-Forwarded-Proto), X-Forwarded-* filled in as Next.js does when absent, the caller's
 * address as stampClientAddress wrote it, and the body streamed (the route's own size limits apply).
 */
function toNextRequest(incoming: IncomingMessage, fallbackHost: string): NextRequest {
  const forwardedProto = incoming.headers["x-forwarded-proto"];
  const https = forwardedProto
    ? forwardedProto === "https"
    : "encrypted" in incoming.socket && Boolean(incoming.socket.encrypted);
  const hostHeader = incoming.headers.host ?? "";
  const host = HOST_HEADER.test(hostHeader) ? hostHeader : fallbackHost;
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  if (!headers.has("x-forwarded-host")) headers.set("x-forwarded-host", host);
  if (!headers.has("x-forwarded-proto")) headers.set("x-forwarded-proto", https ? "https" : "http");
  if (!headers.has("x-forwarded-for") && incoming.socket.remoteAddress)
    headers.set("x-forwarded-for", incoming.socket.remoteAddress);
  // The raw headers still hold what the caller sent; the address stampClientAddress derived replaces it.
  headers.delete(CLIENT_ADDRESS_HEADER);
  const stamped = incoming.headers[CLIENT_ADDRESS_HEADER];
  if (typeof stamped === "string") headers.set(CLIENT_ADDRESS_HEADER, stamped);
  const method = incoming.method ?? "GET";
  return new NextRequest(`${https ? "https" : "http"}://${host}${incoming.url ?? "/"}`, {
    method,
    headers,
    ...(!BODILESS.has(method) && { body: requestBody(incoming), duplex: "half" }),
  });
}

/** Writes a fetch Response to the Node response, streaming its body with backpressure. */
async function sendResponse(
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Record<string, string>,
): Promise<void> {
  outgoing.statusCode = response.status;
  for (const [key, value] of Object.entries(extraHeaders)) outgoing.setHeader(key, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) outgoing.setHeader("set-cookie", cookies);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") outgoing.setHeader(key, value);
  });
  if (!response.body) {
    outgoing.end();
    return;
  }
  // JSON answers are small and whole: one write with a length instead of chunks.
  if (response.headers.get("content-type")?.startsWith("application/json")) {
    const body = Buffer.from(await response.arrayBuffer());
    outgoing.setHeader("content-length", body.byteLength);
    outgoing.end(body);
    return;
  }
  await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), outgoing);
}

const compress = compression();

async function answer(
  incoming: IncomingMessage,
  fallbackHost: string,
  handle: (req: NextRequest) => Promise<Response>,
) {
  let request: NextRequest;
  try {
    request = toNextRequest(incoming, fallbackHost);
  } catch {
    // Header values or a URL that fetch refuses.
    return errorResponse(new AppError("VALIDATION_FAILED", "Requisição malformada."), randomUUID());
  }
  try {
    return await handle(request);
  } catch (error) {
    // The route wrapper maps every error of a handler, so this is a bug outside it.
    const requestId = randomUUID();
    logger().error(
      { err: error, requestId, url: loggablePath(incoming.url) },
      "request failed outside the route wrapper",
    );
    return errorResponse(new AppError("INTERNAL_ERROR"), requestId);
  }
}

/**
 * Serves one Node request under /api/v1 with a fetch-style handler, with the security headers and
 * the gzip compression Next.js gives its answers. A client that disconnects stops a streamed answer
 * (the CSV export pulls its rows only as they are sent).
 */
export function serveApiRequest(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  fallbackHost: string,
  handle: (req: NextRequest) => Promise<Response>,
): void {
  outgoing.on("finish", () => discardBody(incoming));
  const respond = async () => {
    const pathname = (incoming.url ?? "/").split("?")[0]!;
    try {
      const response = await answer(incoming, fallbackHost, handle);
      await sendResponse(response, outgoing, securityHeadersFor(pathname));
    } catch (error) {
      if ((error as { code?: string }).code !== "ERR_STREAM_PREMATURE_CLOSE")
        logger().warn({ err: error, url: loggablePath(incoming.url) }, "answer interrupted");
      outgoing.destroy();
    }
  };
  compress(incoming as never, outgoing as never, () => void respond());
}

/** What Node.js refuses before any handler sees a request, by its error code; anything else is a malformed request. */
const CLIENT_ERRORS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: "REQUEST_HEADERS_TOO_LARGE",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "PAYLOAD_TOO_LARGE",
  ERR_HTTP_REQUEST_TIMEOUT: "REQUEST_TIMEOUT",
};

/**
 * The server's `clientError` listener: Node.js's own answer (headers over 16 KiB, a malformed request line, a request
 * that never finished arriving) in the API's error shape instead of a bare status line, then the connection closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const code = CLIENT_ERRORS[error.code ?? ""];
  const response = errorResponse(
    code ? new AppError(code) : new AppError("VALIDATION_FAILED", "Requisição malformada."),
    randomUUID(),
  );
  void response.text().then((body) => {
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}\r\n`).join("");
    socket.end(
      `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status]}\r\n${headers}` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
