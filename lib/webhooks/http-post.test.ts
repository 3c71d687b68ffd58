import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createTestPki } from "@/scripts/psp/pki";
import { postJson } from "./http-post";

const servers: (http.Server | https.Server)[] = [];

afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

/** Listens on 127.0.0.1 (the tests' allowlisted host) and answers every request after `answer` says so. */
async function listen(server: http.Server | https.Server) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

const answering = (request: http.IncomingMessage, response: http.ServerResponse) => {
  request.resume();
  request.on("end", () => response.end("ok"));
};

const post = (url: string, options?: { timeoutMs: number }) => postJson(url, "{}", {}, options);

describe("postJson records the code of a failure to deliver", () => {
  it("a certificate signed by an authority nobody trusts", async () => {
    const pki = createTestPki(["127.0.0.1"]);
    const port = await listen(https.createServer({ cert: pki.serverCert, key: pki.serverKey }, answering));
    const result = await post(`https://127.0.0.1:${port}/webhook`);
    expect(result).toMatchObject({ statusCode: null, errorCode: "UNABLE_TO_VERIFY_LEAF_SIGNATURE" });
  });

  it("a self-signed certificate", async () => {
    const tls = {
      cert: readFileSync("e2e/fixtures/webhook-receiver.crt"),
      key: readFileSync("e2e/fixtures/webhook-receiver.key"),
    };
    const port = await listen(https.createServer(tls, answering));
    expect(await post(`https://127.0.0.1:${port}/webhook`)).toMatchObject({
      statusCode: null,
      errorCode: "DEPTH_ZERO_SELF_SIGNED_CERT",
    });
  });

  it("https to a port that speaks plain HTTP", async () => {
    const port = await listen(http.createServer(answering));
    const result = await post(`https://127.0.0.1:${port}/webhook`);
    expect(result.statusCode).toBeNull();
    expect(result.errorCode).toMatch(/^(EPROTO|ERR_SSL_)/);
  });

  it("an endpoint that does not answer in time", async () => {
    const port = await listen(http.createServer((request) => request.resume()));
    expect(await post(`http://127.0.0.1:${port}/webhook`, { timeoutMs: 200 })).toMatchObject({
      statusCode: null,
      errorCode: "ETIMEDOUT",
    });
  });

  it("a name that resolves to an address the guard refuses", async () => {
    expect(await post("http://localhost:9/webhook")).toMatchObject({ statusCode: null, errorCode: "UNSAFE_ADDRESS" });
  });

  it("none for an answer, whatever its status", async () => {
    const port = await listen(http.createServer(answering));
    expect(await post(`http://127.0.0.1:${port}/webhook`)).toMatchObject({
      statusCode: 200,
      body: "ok",
      error: null,
      errorCode: null,
    });
  });
});
