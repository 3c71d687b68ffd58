import { createHash } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectStorageCases } from "@/lib/testing/object-storage-cases";
import { startS3Server } from "@/lib/testing/s3";
import { StorageUnavailableError } from "./errors";
import { type S3Settings, S3Storage } from "./s3-storage";

let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server();
  // The SDK's default credential chain reads them, as in production.
  Object.assign(process.env, s3.env);
});

/** A TCP server on 127.0.0.1 for the duration of the file; `onSocket` decides what each connection gets. */
async function tcpServer(onSocket: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

/** A port nothing listens on: a store that is down. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

function storageAt(overrides: Partial<S3Settings> = {}) {
  return new S3Storage({ ...s3.settings, ...overrides });
}

describe("through s3rver", () => {
  objectStorageCases(async () => ({
    storage: storageAt(),
    listed: async (prefix) => {
      const listing = await s3.client.send(
        new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: `${prefix}/` }),
      );
      return (listing.Contents ?? []).map((object) => object.Key!.slice(prefix.length + 1));
    },
  }));

  it("keeps the type read from the bytes, which the bucket shows", async () => {
    await storageAt().put("typed/1", new Uint8Array([0x25, 0x50, 0x44, 0x46]), "application/pdf");
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: "typed/1" }));
    expect(head.ContentType).toBe("application/pdf");
    expect(head.ContentLength).toBe(4);
  });

  it("refuses a bucket that does not exist with an error naming it, not as a missing file", async () => {
    const storage = storageAt({ bucket: "no-such-bucket" });
    await expect(storage.get("enterprises/a/RG_FRONT/1")).rejects.toThrow(
      "S3 GetObject of enterprises/a/RG_FRONT/1 in bucket no-such-bucket failed: NoSuchBucket",
    );
    await expect(storage.put("a/1", new Uint8Array([1]), "image/png")).rejects.not.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});

// s3rver accepts these headers but neither checks the checksum nor encrypts: what is sent is read on the wire.
describe("what a put asks of the store", () => {
  const sent: Buffer[] = [];
  let endpoint: string;

  beforeAll(async () => {
    const target = new URL(s3.endpoint);
    endpoint = await tcpServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      client.on("data", (chunk: Buffer) => sent.push(chunk));
      client.pipe(upstream).pipe(client);
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
    });
  });

  /** The headers of the last request, lower-cased. */
  function lastRequestHeaders(): Map<string, string> {
    const text = Buffer.concat(sent.splice(0)).toString("latin1");
    const head = text.slice(text.lastIndexOf("PUT /"), text.lastIndexOf("\r\n\r\n"));
    return new Map(
      head
        .split("\r\n")
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
    );
  }

  it("server-side encryption, the bytes' SHA-256 for the store to check, and their type", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storageAt({ endpoint }).put("wire/1", bytes, "image/png");
    const headers = lastRequestHeaders();
    expect(headers.get("x-amz-server-side-encryption")).toBe("AES256");
    expect(headers.get("x-amz-checksum-sha256")).toBe(createHash("sha256").update(bytes).digest("base64"));
    expect(headers.get("content-type")).toBe("image/png");
    expect(headers.get("content-length")).toBe("7");
    expect(Buffer.from((await storageAt().get("wire/1"))!)).toEqual(Buffer.from(bytes));
  });

  it("the bucket's KMS key when asked, and no encryption header when turned off", async () => {
    await storageAt({ endpoint, serverSideEncryption: "aws:kms" }).put("wire/2", new Uint8Array([1]), "image/png");
    expect(lastRequestHeaders().get("x-amz-server-side-encryption")).toBe("aws:kms");
    await storageAt({ endpoint, serverSideEncryption: "off" }).put("wire/3", new Uint8Array([1]), "image/png");
    expect(lastRequestHeaders().has("x-amz-server-side-encryption")).toBe(false);
  });
});

/** An HTTP server that answers every request with `status` and an S3 error named `code`. */
async function answering(status: number, code: string) {
  const server = http.createServer((request, response) => {
    request.resume();
    response.writeHead(status, { "content-type": "application/xml" });
    response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>m</Message></Error>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

describe("a store that is down", () => {
  it("is StorageUnavailableError (503 with Retry-After) for every operation", async () => {
    const storage = storageAt({ endpoint: await closedPort() });
    for (const call of [
      () => storage.put("down/1", new Uint8Array([1]), "image/png"),
      () => storage.get("down/1"),
      () => storage.open("down/1"),
      () => storage.delete("down/1"),
    ]) {
      const error = await call().catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect(error).toMatchObject({ code: "STORAGE_UNAVAILABLE", status: 503, headers: { "Retry-After": "5" } });
      expect((error as Error).cause).toMatchObject({ code: "ECONNREFUSED" });
    }
  });

  it("that answers 5xx or 429 is StorageUnavailableError; a 501 (an encryption it does not offer) is not", async () => {
    for (const [status, code] of [
      [503, "SlowDown"],
      [500, "InternalError"],
      [429, "TooManyRequests"],
    ] as const) {
      const storage = storageAt({ endpoint: await answering(status, code) });
      await expect(storage.put("down/1", new Uint8Array([1]), "image/png")).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
    }
    const withoutKms = storageAt({ endpoint: await answering(501, "NotImplemented") });
    const refused = await withoutKms.put("down/1", new Uint8Array([1]), "image/png").catch((error: unknown) => error);
    expect(refused).not.toBeInstanceOf(StorageUnavailableError);
    expect(refused).toMatchObject({ message: expect.stringContaining("PutObject of down/1 in bucket documentos") });
    expect((refused as Error).message).toMatch(/NotImplemented$/);
  });

  it("that accepts connections but never answers is StorageUnavailableError once its timeout passes", async () => {
    const silent = await tcpServer(() => undefined);
    const storage = storageAt({ endpoint: silent, requestTimeoutMs: 300 });
    const started = performance.now();
    const error = await storage.get("down/1").catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).cause).toMatchObject({ name: "TimeoutError" });
    // Three tries of 300 ms and the SDK's short backoff between them.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
