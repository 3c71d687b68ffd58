import "#server-only";
import { createHash } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { StorageUnavailableError } from "./errors";
import { assertValidKey, type ObjectStorage, type StoredObject } from "./object-storage";

export type S3Settings = {
  bucket: string;
  region: string;
  /** Another S3 API than AWS's (MinIO, R2, B2, Ceph): its base URL. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`, as MinIO and most self-hosted ones want. */
  forcePathStyle: boolean;
  /** The encryption each object asks for; `off` for stores that encrypt everything and refuse the header. */
  serverSideEncryption: "AES256" | "aws:kms" | "off";
  /** How long a connection may take, and how long a request may wait for a byte, before it counts as unanswered. */
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
};

// Network failures that mean the store did not answer (node's codes; the SDK's TimeoutError says ETIMEDOUT).
const UNANSWERED = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);

/**
 * A store that is down, overloaded or out of reach. Anything else is a configuration to fix: credentials, no such
 * bucket, or a 501 NotImplemented (MinIO's answer to an encryption header when it has no KMS).
 */
function isUnavailable(error: unknown): boolean {
  const { code, name, $metadata } = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (status !== undefined && ((status >= 500 && status !== 501) || status === 429)) return true;
  return name === "TimeoutError" || UNANSWERED.has(code ?? "");
}

// By its name, not a 404: a bucket that does not exist (NoSuchBucket) is a configuration to fix, not a missing file.
function isNoSuchKey(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name === "NoSuchKey";
}

/**
 * Objects in one bucket of an S3-compatible store, through the AWS SDK v3 (credentials from its default chain: the
 * instance's role, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY). The bucket stays private: files are read back
 * through the app's routes, which authorize each read.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Without throwOnRequestTimeout the SDK only logs a request that waits past its timeout, and waits on.
      requestHandler: {
        connectionTimeout: settings.connectionTimeoutMs ?? 3_000,
        requestTimeout: settings.requestTimeoutMs ?? 15_000,
        throwOnRequestTimeout: true,
      },
    });
  }

  /** Runs one call; a store that is down becomes StorageUnavailableError, a refusal an Error naming the bucket. */
  private async call<T>(operation: string, key: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      if (isUnavailable(error)) throw new StorageUnavailableError(error);
      const reason = (error as Error).name ?? String(error);
      throw new Error(`S3 ${operation} of ${key} in bucket ${this.settings.bucket} failed: ${reason}`, {
        cause: error,
      });
    }
  }

  /**
   * One PutObject with the bytes' SHA-256, which the store checks against what it received (AWS, MinIO and others
   * refuse a mismatch with BadDigest), and the type read from the bytes, which the bucket then shows.
   */
  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    assertValidKey(key);
    const { serverSideEncryption } = this.settings;
    await this.call("PutObject", key, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: contentType,
          ChecksumSHA256: createHash("sha256").update(data).digest("base64"),
          ...(serverSideEncryption !== "off" && { ServerSideEncryption: serverSideEncryption }),
        }),
      ),
    );
  }

  private async getObject(key: string): Promise<GetObjectCommandOutput | null> {
    assertValidKey(key);
    return this.call("GetObject", key, async () => {
      try {
        return await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    });
  }

  async get(key: string): Promise<Uint8Array | null> {
    const object = await this.getObject(key);
    if (!object?.Body) return null;
    return this.call("GetObject", key, () => object.Body!.transformToByteArray());
  }

  async open(key: string): Promise<StoredObject | null> {
    const object = await this.getObject(key);
    if (!object?.Body) return null;
    // Every S3 API sends it; without it the answer's Content-Length would be a guess.
    if (object.ContentLength === undefined) throw new Error(`S3 GetObject of ${key} came without Content-Length`);
    return { body: object.Body.transformToWebStream(), size: object.ContentLength };
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.call("DeleteObject", key, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })),
    );
  }
}
