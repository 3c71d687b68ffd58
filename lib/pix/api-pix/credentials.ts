import "#server-only";
// The client identity of mutual TLS with the PSP, as PEM for Node's TLS. PSPs often hand out a
// PKCS#12 in the legacy RC2/3DES format that OpenSSL 3 refuses, so PKCS#12 files are opened with
// node-forge (pure JavaScript) at start instead of being passed to Node as `pfx`.
import { X509Certificate, createPrivateKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import { rootCertificates } from "node:tls";
import forge from "node-forge";
import type { Env } from "@/lib/env";

/** PEM strings for the TLS context of the PSP's connections; `ca` is absent when the system's roots suffice. */
export type ClientIdentity = { cert: string; key: string; ca?: string[] };

export type IdentityFiles = ({ certFile: string; keyFile: string } | { pfxFile: string; pfxPassphrase: string }) & {
  caFile?: string;
};

function read(file: string, setting: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`${setting}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
}

function parseKey(pem: string, setting: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch (error) {
    const encrypted = (error as NodeJS.ErrnoException).code === "ERR_MISSING_PASSPHRASE";
    throw new Error(
      `${setting}: ${encrypted ? "the key is encrypted; give it unencrypted, or the PKCS#12 as PIX_PFX_FILE" : "holds no PEM private key"}`,
    );
  }
}

function parseCertificate(pem: string | Buffer, setting: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch {
    throw new Error(`${setting}: holds no PEM certificate`);
  }
}

// The PSP would refuse an expired certificate at the first call; say so at start instead.
function checkNotExpired(certificate: X509Certificate, setting: string) {
  if (new Date(certificate.validTo).getTime() < Date.now())
    throw new Error(`${setting}: the certificate expired on ${certificate.validTo}`);
}

function fromPem(certFile: string, keyFile: string): { cert: string; key: string } {
  const cert = read(certFile, "PIX_CERT_FILE").toString("utf8");
  const key = read(keyFile, "PIX_KEY_FILE").toString("utf8");
  const certificate = parseCertificate(cert, "PIX_CERT_FILE");
  if (!certificate.checkPrivateKey(parseKey(key, "PIX_KEY_FILE")))
    throw new Error("PIX_KEY_FILE: is not the private key of the certificate in PIX_CERT_FILE");
  checkNotExpired(certificate, "PIX_CERT_FILE");
  return { cert, key };
}

const { oids } = forge.pki;

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType })[bagType] ?? [];
}

/** PKCS#12 → PEM: the certificate that matches the key first, then the rest of the chain the file carries. */
export function pkcs12ToPem(pfx: Buffer, passphrase: string): { cert: string; key: string } {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(pfx.toString("binary")), false, passphrase);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/password/i.test(message)) throw new Error("PIX_PFX_PASSPHRASE: wrong passphrase for PIX_PFX_FILE");
    throw new Error(
      `PIX_PFX_FILE: node-forge cannot read this PKCS#12 (${message}); convert it to PEM with openssl (README, "API Pix certificates") and set PIX_CERT_FILE and PIX_KEY_FILE instead`,
    );
  }
  // forge decodes RSA keys and certificates; for other algorithms it leaves the ASN.1, which Node reads.
  const keys = [...bagsOf(p12, oids.pkcs8ShroudedKeyBag!), ...bagsOf(p12, oids.keyBag!)].map((bag) =>
    bag.key ? forge.pki.privateKeyToPem(bag.key) : forge.pki.privateKeyInfoToPem(bag.asn1),
  );
  const certificates = bagsOf(p12, oids.certBag!).map(
    (bag) =>
      new X509Certificate(
        Buffer.from(forge.asn1.toDer(bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1).getBytes(), "binary"),
      ),
  );
  const [key] = keys;
  if (!key) throw new Error("PIX_PFX_FILE: holds no private key");
  const keyObject = parseKey(key, "PIX_PFX_FILE");
  const leaf = certificates.find((certificate) => certificate.checkPrivateKey(keyObject));
  if (!leaf) throw new Error("PIX_PFX_FILE: holds no certificate for its private key");
  checkNotExpired(leaf, "PIX_PFX_FILE");
  return {
    cert: [leaf, ...certificates.filter((certificate) => certificate !== leaf)]
      .map((certificate) => certificate.toString())
      .join(""),
    key,
  };
}

/**
 * The files the validated settings name (with PIX_PROVIDER=api-pix, lib/env.ts has made sure one identity is given).
 */
export function identityFilesOf(
  settings: Pick<Env, "PIX_CERT_FILE" | "PIX_KEY_FILE" | "PIX_PFX_FILE" | "PIX_PFX_PASSPHRASE" | "PIX_CA_FILE">,
): IdentityFiles {
  const { PIX_CERT_FILE, PIX_KEY_FILE, PIX_PFX_FILE, PIX_PFX_PASSPHRASE, PIX_CA_FILE } = settings;
  const files = PIX_PFX_FILE
    ? { pfxFile: PIX_PFX_FILE, pfxPassphrase: PIX_PFX_PASSPHRASE }
    : { certFile: PIX_CERT_FILE!, keyFile: PIX_KEY_FILE! };
  return { ...files, caFile: PIX_CA_FILE };
}

/** Reads and checks the files the settings name; every error message starts with the setting at fault. */
export function loadClientIdentity(files: IdentityFiles): ClientIdentity {
  const identity =
    "pfxFile" in files
      ? pkcs12ToPem(read(files.pfxFile, "PIX_PFX_FILE"), files.pfxPassphrase)
      : fromPem(files.certFile, files.keyFile);
  if (!files.caFile) return identity;
  const extra = read(files.caFile, "PIX_CA_FILE").toString("utf8");
  parseCertificate(extra, "PIX_CA_FILE");
  // A context's `ca` replaces the default roots: keep them and add the PSP's.
  return { ...identity, ca: [...rootCertificates, extra] };
}
