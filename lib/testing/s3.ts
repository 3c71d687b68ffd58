import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll } from "vitest";
import type { S3Settings } from "@/lib/storage/s3-storage";

export const S3_TEST_BUCKET = "documentos";
// s3rver's one account; it checks every request's signature against it.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3 API (s3rver from npm, objects in a temporary directory) on a free port of 127.0.0.1, with one bucket.
 * `stop` takes it down as an outage would; `start` brings it back on the same port with the same objects. Stopped
 * and removed when the test file ends.
 */
export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), "pix-test-s3-"));
  let port = 0;
  let server: S3rver | null = null;
  async function start() {
    server = new S3rver({
      address: "127.0.0.1",
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: S3_TEST_BUCKET }],
    });
    port = (await server.run()).port;
  }
  async function stop() {
    await server?.close();
    server = null;
  }
  await start();
  afterAll(async () => {
    await stop();
    await rm(directory, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket: S3_TEST_BUCKET,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    serverSideEncryption: "AES256",
  };
  return {
    endpoint,
    settings,
    /** The app's settings for this server (lib/env.ts), credentials included. */
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "1",
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    /** A client of its own, to look at the bucket as the store sees it. */
    client: new S3Client({ region: settings.region, endpoint, forcePathStyle: true, credentials: CREDENTIALS }),
    start,
    stop,
  };
}
