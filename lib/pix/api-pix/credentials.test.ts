import { X509Certificate } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSecureContext, rootCertificates } from "node:tls";
import forge from "node-forge";
import { expect, it } from "vitest";
import { createTestPki } from "@/scripts/psp/pki";
import { parseEnv } from "@/lib/env";
import { identityFilesOf, loadClientIdentity } from "./credentials";

const pki = createTestPki();
const other = createTestPki(["localhost"], "other");
const dir = mkdtempSync(path.join(tmpdir(), "pix-credentials-"));
const file = (name: string, content: string | Buffer) => (
  writeFileSync(path.join(dir, name), content),
  path.join(dir, name)
);

/** A PKCS#12 as OpenSSL 3 writes it by default: the key under PBES2 with AES-256. */
function modernPfx(passphrase: string): Buffer {
  const p12 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(pki.clientKey),
    [forge.pki.certificateFromPem(pki.clientCert), forge.pki.certificateFromPem(pki.caCert)],
    passphrase,
    { algorithm: "aes256" },
  );
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

it("reads a PEM pair and adds the extra CA to the system's roots", () => {
  const identity = loadClientIdentity({
    certFile: file("c.crt", pki.clientCert),
    keyFile: file("c.key", pki.clientKey),
    caFile: file("ca.crt", pki.caCert),
  });
  expect(identity).toEqual({ cert: pki.clientCert, key: pki.clientKey, ca: [...rootCertificates, pki.caCert] });
});

it("converts the legacy PKCS#12 (RC2-40, 3DES, empty passphrase) and a modern AES one into PEM Node's TLS accepts, the client certificate first", () => {
  for (const [pfx, passphrase] of [
    [pki.clientPfx, ""],
    [modernPfx("s3cret"), "s3cret"],
  ] as const) {
    const identity = loadClientIdentity({ pfxFile: file("client.p12", pfx), pfxPassphrase: passphrase });
    expect(new X509Certificate(identity.cert).fingerprint256).toBe(new X509Certificate(pki.clientCert).fingerprint256);
    expect(() => createSecureContext(identity)).not.toThrow();
    expect(identity.ca).toBeUndefined();
  }
});

it("takes the files from the validated settings, PEM pair or PKCS#12", () => {
  const base = {
    PIX_PROVIDER: "api-pix",
    PIX_API_URL: "https://pix.example.com/v2",
    PIX_CLIENT_ID: "id",
    PIX_CLIENT_SECRET: "s",
    PIX_RECEIVER_KEY: "+5511987654321",
    PIX_WEBHOOK_SECRET: "w".repeat(32),
  };
  const pem = identityFilesOf(
    parseEnv({
      ...base,
      PIX_CERT_FILE: file("e.crt", pki.clientCert),
      PIX_KEY_FILE: file("e.key", pki.clientKey),
      PIX_CA_FILE: file("e-ca.crt", pki.caCert),
    }),
  );
  expect(pem).toEqual({
    certFile: path.join(dir, "e.crt"),
    keyFile: path.join(dir, "e.key"),
    caFile: path.join(dir, "e-ca.crt"),
  });
  const pfx = identityFilesOf(parseEnv({ ...base, PIX_PFX_FILE: file("e.p12", pki.clientPfx) }));
  expect(pfx).toEqual({ pfxFile: path.join(dir, "e.p12"), pfxPassphrase: "", caFile: undefined });
  expect(loadClientIdentity(pfx).key).toContain("PRIVATE KEY");
});

it.each([
  [
    "an unreadable file",
    () => ({ certFile: path.join(dir, "missing.crt"), keyFile: file("k.key", pki.clientKey) }),
    `PIX_CERT_FILE: cannot read ${path.join(dir, "missing.crt")} (ENOENT)`,
  ],
  [
    "a file that is no certificate",
    () => ({ certFile: file("not.crt", "hello"), keyFile: file("k.key", pki.clientKey) }),
    "PIX_CERT_FILE: holds no PEM certificate",
  ],
  [
    "the key of another certificate",
    () => ({ certFile: file("c.crt", pki.clientCert), keyFile: file("o.key", other.clientKey) }),
    "PIX_KEY_FILE: is not the private key of the certificate in PIX_CERT_FILE",
  ],
  [
    "a wrong passphrase (legacy)",
    () => ({ pfxFile: file("l.p12", pki.clientPfx), pfxPassphrase: "nope" }),
    "PIX_PFX_PASSPHRASE: wrong passphrase for PIX_PFX_FILE",
  ],
  [
    "a wrong passphrase (AES)",
    () => ({ pfxFile: file("m.p12", modernPfx("right")), pfxPassphrase: "wrong" }),
    "PIX_PFX_PASSPHRASE: wrong passphrase for PIX_PFX_FILE",
  ],
  [
    "a PEM given as PKCS#12",
    () => ({ pfxFile: file("pem.p12", pki.clientCert), pfxPassphrase: "" }),
    /^PIX_PFX_FILE: node-forge cannot read this PKCS#12 \(.+\); convert it to PEM with openssl/,
  ],
  [
    "a CA file without a certificate",
    () => ({
      certFile: file("c.crt", pki.clientCert),
      keyFile: file("c.key", pki.clientKey),
      caFile: file("bad-ca.crt", "x"),
    }),
    "PIX_CA_FILE: holds no PEM certificate",
  ],
] as const)("names the setting at fault for %s", (_case, files, message) => {
  expect(() => loadClientIdentity(files())).toThrow(message);
});
