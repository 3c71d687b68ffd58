import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { JPEG, PDF, PNG } from "@/lib/testing/enterprises";
import { startS3Server } from "@/lib/testing/s3";

const ROOT = path.resolve(import.meta.dirname, "..");
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storageDir: string;
const files = {
  [`enterprises/${randomUUID()}/RG_FRONT/${randomUUID()}`]: { bytes: PNG, type: "image/png" },
  [`enterprises/${randomUUID()}/SOCIAL_CONTRACT/${randomUUID()}`]: { bytes: PDF, type: "application/pdf" },
  [`infractions/${randomUUID()}/${randomUUID()}`]: { bytes: JPEG, type: "image/jpeg" },
};
// What a write cut short by a crash leaves on the local disk: not a key, never copied.
const leftover = `enterprises/x/RG_FRONT/${randomUUID()}.${randomUUID()}.tmp`;

async function writeOnDisk(key: string, bytes: Buffer) {
  await mkdir(path.dirname(path.join(storageDir, key)), { recursive: true });
  await writeFile(path.join(storageDir, key), bytes);
}

beforeAll(async () => {
  s3 = await startS3Server();
  storageDir = await mkdtemp(path.join(tmpdir(), "pix-copy-to-s3-"));
  for (const [key, file] of Object.entries(files)) await writeOnDisk(key, file.bytes);
  await writeOnDisk(leftover, PNG);
});

afterAll(() => rm(storageDir, { recursive: true, force: true }));

/** `npm run storage:copy-to-s3` as an operator runs it, with the app's settings for s3rver. */
function copyCommand(settings: Record<string, string | undefined> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/storage-copy-to-s3.ts"],
      { cwd: ROOT, env: { ...process.env, ...s3.env, STORAGE_DIR: storageDir, ...settings } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

async function objectOf(key: string) {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), type: object.ContentType };
}

it("copies every file key for key with the type of its bytes, checked, and a second run copies nothing", async () => {
  const first = await copyCommand();
  expect(first.stdout).toContain("copied 3, already in the bucket 0, mismatched 0, skipped 1");
  expect(first.stdout).toContain(`skipped: not a key  ${leftover}`);
  expect(first.code).toBe(0);
  for (const [key, file] of Object.entries(files)) {
    expect(first.stdout).toContain(`copied  ${key}`);
    const object = await objectOf(key);
    expect(Buffer.compare(object.bytes, file.bytes)).toBe(0);
    expect(object.type).toBe(file.type);
  }
  const head = s3.client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: leftover }));
  await expect(head).rejects.toMatchObject({ name: "NotFound" });

  const again = await copyCommand();
  expect(again.stdout).toContain("copied 0, already in the bucket 3, mismatched 0, skipped 1");
  expect(again.code).toBe(0);
});

it("reports an object whose bytes differ from the disk's, leaves it, and exits 1", async () => {
  const [damaged] = Object.keys(files);
  const other = Buffer.concat([PNG, Buffer.from([0])]);
  await s3.client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: damaged, Body: other }));
  const run = await copyCommand();
  expect(run.stdout).toContain(`MISMATCH: the bucket's bytes differ from the disk's  ${damaged}`);
  expect(run.stdout).toContain("copied 0, already in the bucket 2, mismatched 1, skipped 1");
  expect(run.code).toBe(1);
  expect(Buffer.compare((await objectOf(damaged!)).bytes, other)).toBe(0);
});

it("stops with exit 1 and says why when the store is down or no bucket is named", async () => {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const down = await copyCommand({ S3_ENDPOINT: `http://127.0.0.1:${port}` });
  expect(down.code).toBe(1);
  expect(down.stderr).toContain(`stopped: O armazenamento de documentos está temporariamente indisponível.`);
  expect(down.stderr).toContain(`ECONNREFUSED 127.0.0.1:${port}`);

  const unnamed = await copyCommand({
    S3_BUCKET: undefined,
    S3_REGION: undefined,
    S3_ENDPOINT: undefined,
    S3_FORCE_PATH_STYLE: undefined,
  });
  expect(unnamed.code).toBe(1);
  expect(unnamed.stderr).toContain("S3_BUCKET is not set");
});
