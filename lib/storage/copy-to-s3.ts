import "#server-only";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { isValidKey, type ObjectStorage } from "./object-storage";

/**
 * What happened to one file: copied and read back intact; already in the bucket with the same bytes; in the bucket
 * with other bytes, or read back different (a mismatch, never overwritten); not a storage key (a write's leftover).
 */
export type CopyOutcome = "copied" | "present" | "mismatch" | "skipped";

export type CopyReport = Record<CopyOutcome, string[]>;

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

async function copyOne(bucket: ObjectStorage, key: string, bytes: Uint8Array): Promise<CopyOutcome> {
  const digest = sha256(bytes);
  const existing = await bucket.get(key);
  if (existing) return sha256(existing) === digest ? "present" : "mismatch";
  // The type as the upload checked it, from the first bytes: the files on disk kept no other.
  const contentType = (await fileTypeFromBuffer(bytes))?.mime ?? "application/octet-stream";
  await bucket.put(key, bytes, contentType);
  const stored = await bucket.get(key);
  return stored && sha256(stored) === digest ? "copied" : "mismatch";
}

/**
 * Copies every file of the local-disk storage under `root` to `bucket` under the same key, one at a time, and checks
 * each by the SHA-256 of what the bucket gives back. Idempotent: a file already there with the same bytes is left as
 * it is. `onFile` hears of each file as it is done.
 */
export async function copyDiskToBucket(
  root: string,
  bucket: ObjectStorage,
  onFile: (key: string, outcome: CopyOutcome) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], present: [], mismatch: [], skipped: [] };
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
  for (const key of files) {
    const outcome = isValidKey(key) ? await copyOne(bucket, key, await readFile(path.join(root, key))) : "skipped";
    report[outcome].push(key);
    onFile(key, outcome);
  }
  return report;
}
