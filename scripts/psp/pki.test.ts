import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPki } from "./pki";

const pki = createTestPki();
let server: https.Server;
let port: number;

beforeAll(async () => {
  server = https.createServer(
    { cert: pki.serverCert, key: pki.serverKey, ca: pki.caCert, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const peer = (req.socket as import("node:tls").TLSSocket).getPeerCertificate();
      res.end(peer.subject?.CN ?? "");
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(options: https.RequestOptions) {
  return new Promise<string>((resolve, reject) => {
    https
      .get({ host: "localhost", port, path: "/", ca: pki.caCert, ...options }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

describe("the stand-in's test PKI", () => {
  it("lets a client with its certificate in over mutual TLS, as the CA's server", async () => {
    expect(await get({ cert: pki.clientCert, key: pki.clientKey })).toBe("pix-payments");
  });

  it("refuses a client without a certificate", async () => {
    await expect(get({})).rejects.toThrow();
  });

  it("hands out a PKCS#12 in the legacy format Node's OpenSSL 3 refuses, as PSPs do", async () => {
    await expect(get({ pfx: pki.clientPfx, passphrase: "" })).rejects.toThrow(/unsupported|mac verify|Unsupported/i);
  });
});
