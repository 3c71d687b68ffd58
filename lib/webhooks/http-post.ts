import "#server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { DELIVERY_TIMEOUT_SECONDS, UNSAFE_ADDRESS } from "./failure-reason";
import { UnsafeWebhookTarget, assertAllowedAddress } from "./url-guard";

/** `error` is the technical message and `errorCode` its code (ENOTFOUND, CERT_HAS_EXPIRED…), kept for support. */
export type PostResult = {
  statusCode: number | null;
  body: string;
  error: string | null;
  errorCode: string | null;
  durationMs: number;
};

const MAX_RESPONSE_BYTES = 4 * 1024;

/** Node's code for a socket or TLS failure; ours for the guard's refusal and for the deadline. */
function errorCodeOf(error: Error): string | null {
  if (error instanceof UnsafeWebhookTarget) return UNSAFE_ADDRESS;
  const { code } = error as NodeJS.ErrnoException;
  return typeof code === "string" ? code : null;
}
/** Resolves like the OS does, then refuses addresses the guard does not allow. */
function guardedLookup(host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = addresses as LookupAddress[];
      try {
        for (const { address } of list) assertAllowedAddress(host, address);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, "", 4);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/**
 * POSTs a JSON body with a 10 s deadline, no redirects followed, the peer's address checked after
 * DNS, and at most 4 KiB of the answer kept.
 */
export function postJson(
  target: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs = DELIVERY_TIMEOUT_SECONDS * 1000 } = {},
): Promise<PostResult> {
  const started = performance.now();
  const url = new URL(target);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const finish = (statusCode: number | null, text: string, error: Error | null) =>
      resolve({
        statusCode,
        body: text,
        error: error?.message ?? null,
        errorCode: error && errorCodeOf(error),
        durationMs: Math.round(performance.now() - started),
      });
    const request = transport.request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "PixPagamentos-Webhooks/1",
        },
        lookup: guardedLookup(url.hostname),
        timeout: timeoutMs,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < MAX_RESPONSE_BYTES) text += chunk.slice(0, MAX_RESPONSE_BYTES - text.length);
        });
        response.on("end", () => finish(response.statusCode ?? null, text, null));
        response.on("error", (error) => finish(response.statusCode ?? null, text, error));
      },
    );
    request.on("timeout", () =>
      request.destroy(Object.assign(new Error(`timed out after ${timeoutMs / 1000} s`), { code: "ETIMEDOUT" })),
    );
    request.on("error", (error) => finish(null, "", error));
    request.end(body);
  });
}
