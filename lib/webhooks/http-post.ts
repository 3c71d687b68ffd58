import "#server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { assertAllowedAddress } from "./url-guard";

export type PostResult = { statusCode: number | null; body: string; error: string | null; durationMs: number };

export const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 4 * 1024;

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
export function postJson(target: string, body: string, headers: Record<string, string>): Promise<PostResult> {
  const started = performance.now();
  const url = new URL(target);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const finish = (statusCode: number | null, text: string, error: string | null) =>
      resolve({ statusCode, body: text, error, durationMs: Math.round(performance.now() - started) });
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
        timeout: TIMEOUT_MS,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < MAX_RESPONSE_BYTES) text += chunk.slice(0, MAX_RESPONSE_BYTES - text.length);
        });
        response.on("end", () => finish(response.statusCode ?? null, text, null));
        response.on("error", (error) => finish(response.statusCode ?? null, text, error.message));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`timed out after ${TIMEOUT_MS / 1000} s`)));
    request.on("error", (error) => finish(null, "", error.message));
    request.end(body);
  });
}
