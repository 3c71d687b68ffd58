import "#server-only";
import path from "node:path";
import { type Env, env } from "@/lib/env";
import { LocalDiskStorage } from "./local-disk-storage";
import type { ObjectStorage } from "./object-storage";
import { type S3Settings, S3Storage } from "./s3-storage";

export type { ObjectStorage } from "./object-storage";

const state: { storage?: ObjectStorage } = {};

/** The S3 settings, or null when S3_BUCKET is unset (files stay on local disk). */
export function s3SettingsOf(settings: Env): S3Settings | null {
  if (!settings.S3_BUCKET) return null;
  return {
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION!,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE === "1",
    serverSideEncryption: settings.S3_SERVER_SIDE_ENCRYPTION,
  };
}

/** The configured storage: the S3-compatible bucket when S3_BUCKET is set, else the local disk under STORAGE_DIR. */
export function storage(): ObjectStorage {
  if (!state.storage) {
    const s3 = s3SettingsOf(env());
    state.storage = s3 ? new S3Storage(s3) : new LocalDiskStorage(path.resolve(env().STORAGE_DIR));
  }
  return state.storage;
}
