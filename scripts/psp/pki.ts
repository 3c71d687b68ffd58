// The PSP stand-in's certificates: a CA made for the occasion, the stand-in's server certificate and
// the client certificate our adapter presents (mutual TLS), as a real PSP hands them out: PEM files
// and a PKCS#12 file with an empty passphrase in the legacy RC2/3DES format that OpenSSL 3 refuses.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import forge from "node-forge";

export type TestPki = {
  caCert: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** PKCS#12 of the client certificate and key: empty passphrase, 3DES key bag, RC2-40 certificate bag. */
  clientPfx: Buffer;
};

export type TestPkiFiles = {
  ca: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  clientPfx: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

function newKeyPair() {
  // node:crypto makes the key (forge's own RSA key generation in JavaScript takes seconds).
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  return {
    privateKeyPem: privateKey,
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    publicKey: forge.pki.publicKeyFromPem(publicKey),
  };
}

type Issuer = { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey } | null;

function issue(
  commonName: string,
  publicKey: forge.pki.rsa.PublicKey,
  issuer: Issuer,
  signingKey: forge.pki.rsa.PrivateKey,
  extensions: object[],
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = new Date(Date.now() + 3650 * DAY_MS);
  const subject = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "PSP stand-in" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions(extensions);
  cert.sign(signingKey, forge.md.sha256.create());
  return cert;
}

/** A fresh CA, a server certificate for `hosts` (names and IP addresses) and a client certificate. */
export function createTestPki(hosts: string[] = ["localhost", "127.0.0.1"], clientName = "pix-payments"): TestPki {
  const ca = newKeyPair();
  const caCert = issue("PSP stand-in test CA", ca.publicKey, null, ca.privateKey, [
    { name: "basicConstraints", cA: true, critical: true },
    { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
  ]);
  const issuer = { cert: caCert, key: ca.privateKey };

  const server = newKeyPair();
  const altNames = hosts.map((host) => (/^[\d.]+$|:/.test(host) ? { type: 7, ip: host } : { type: 2, value: host }));
  const serverCert = issue(hosts[0]!, server.publicKey, issuer, ca.privateKey, [
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
    { name: "extKeyUsage", serverAuth: true },
    { name: "subjectAltName", altNames },
  ]);

  const client = newKeyPair();
  const clientCert = issue(clientName, client.publicKey, issuer, ca.privateKey, [
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
    { name: "extKeyUsage", clientAuth: true },
  ]);
  const clientPfx = legacyPkcs12(client.privateKey, clientCert);

  return {
    caCert: forge.pki.certificateToPem(caCert),
    serverCert: forge.pki.certificateToPem(serverCert),
    serverKey: server.privateKeyPem,
    clientCert: forge.pki.certificateToPem(clientCert),
    clientKey: client.privateKeyPem,
    clientPfx,
  };
}

const { asn1 } = forge;
const sequence = (...items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const oid = (name: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(forge.pki.oids[name]!).getBytes());
const octets = (bytes: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes);
const integer = (value: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const explicit = (item: forge.asn1.Asn1) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [item]);
const dataContentInfo = (content: forge.asn1.Asn1) =>
  sequence(oid("data"), explicit(octets(asn1.toDer(content).getBytes())));

/**
 * A PKCS#12 as OpenSSL 1.x and many PSPs write it with an empty passphrase: the key under
 * pbeWithSHAAnd3-KeyTripleDES-CBC, the certificate under pbeWithSHAAnd40BitRC2-CBC (which OpenSSL 3
 * only reads with its legacy provider), a SHA-1 MAC. forge encrypts only the key bag, so the
 * encrypted certificate bag is built here.
 */
function legacyPkcs12(key: forge.pki.rsa.PrivateKey, cert: forge.pki.Certificate, password = "") {
  const iterations = 2048;
  const keyBag = sequence(
    oid("pkcs8ShroudedKeyBag"),
    explicit(
      forge.pki.encryptPrivateKeyInfo(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key)), password, {
        algorithm: "3des",
        count: iterations,
      }),
    ),
  );
  const certBag = sequence(
    oid("certBag"),
    explicit(
      sequence(oid("x509Certificate"), explicit(octets(asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes()))),
    ),
  );

  const salt = forge.random.getBytesSync(8);
  const derive = (id: number, length: number) =>
    forge.pkcs12.generateKey(password, forge.util.createBuffer(salt), id, iterations, length);
  const rc2 = forge.rc2.createEncryptionCipher(derive(1, 5), 40);
  rc2.start(derive(2, 8));
  rc2.update(asn1.toDer(sequence(certBag)));
  rc2.finish();
  const encryptedCerts = sequence(
    oid("encryptedData"),
    explicit(
      sequence(
        integer(0),
        sequence(
          oid("data"),
          sequence(oid("pbewithSHAAnd40BitRC2-CBC"), sequence(octets(salt), integer(iterations))),
          asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, false, rc2.output.getBytes()),
        ),
      ),
    ),
  );
  const authenticatedSafe = sequence(encryptedCerts, dataContentInfo(sequence(keyBag)));

  const macSalt = forge.random.getBytesSync(8);
  const hmac = forge.hmac.create();
  hmac.start("sha1", forge.pkcs12.generateKey(password, forge.util.createBuffer(macSalt), 3, iterations, 20));
  hmac.update(asn1.toDer(authenticatedSafe).getBytes());
  const macData = sequence(
    sequence(
      sequence(oid("sha1"), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, "")),
      octets(hmac.digest().getBytes()),
    ),
    octets(macSalt),
    integer(iterations),
  );
  const pfx = sequence(integer(3), dataContentInfo(authenticatedSafe), macData);
  return Buffer.from(asn1.toDer(pfx).getBytes(), "binary");
}

const FILE_NAMES: TestPkiFiles = {
  ca: "ca.crt",
  serverCert: "server.crt",
  serverKey: "server.key",
  clientCert: "client.crt",
  clientKey: "client.key",
  clientPfx: "client.p12",
};

/** The certificates kept in `dir` (made on first use), so a restarted stand-in and the app keep trusting each other. */
export function loadOrCreateTestPki(dir: string): { pki: TestPki; files: TestPkiFiles } {
  const files = Object.fromEntries(
    Object.entries(FILE_NAMES).map(([key, name]) => [key, path.join(dir, name)]),
  ) as TestPkiFiles;
  if (!Object.values(files).every((file) => existsSync(file))) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pki = createTestPki();
    writeFileSync(files.ca, pki.caCert);
    writeFileSync(files.serverCert, pki.serverCert);
    writeFileSync(files.serverKey, pki.serverKey, { mode: 0o600 });
    writeFileSync(files.clientCert, pki.clientCert);
    writeFileSync(files.clientKey, pki.clientKey, { mode: 0o600 });
    writeFileSync(files.clientPfx, pki.clientPfx, { mode: 0o600 });
  }
  const text = (file: string) => readFileSync(file, "utf8");
  return {
    pki: {
      caCert: text(files.ca),
      serverCert: text(files.serverCert),
      serverKey: text(files.serverKey),
      clientCert: text(files.clientCert),
      clientKey: text(files.clientKey),
      clientPfx: readFileSync(files.clientPfx),
    },
    files,
  };
}
