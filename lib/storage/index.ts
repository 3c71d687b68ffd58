import "#server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { LocalDiskStorage } from "./local-disk-storage";
import type { ObjectStorage } from "./object-storage";

export type { ObjectStorage } from "./object-storage";

const state: { storage?: ObjectStorage } = {};

/** The configured storage; local disk today, an S3-compatible one can slot in here. */
export function storage(): ObjectStorage {
  state.storage ??= new LocalDiskStorage(path.resolve(env().STORAGE_DIR));
  return state.storage;
}
