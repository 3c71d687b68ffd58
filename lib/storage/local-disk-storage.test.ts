import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { objectStorageCases } from "@/lib/testing/object-storage-cases";
import { LocalDiskStorage } from "./local-disk-storage";

objectStorageCases(async () => {
  const root = await mkdtemp(path.join(tmpdir(), "storage-"));
  return { storage: new LocalDiskStorage(root), listed: (prefix) => readdir(path.join(root, prefix)) };
});
