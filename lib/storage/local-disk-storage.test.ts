import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { LocalDiskStorage } from "./local-disk-storage";

it("stores, reads, overwrites and deletes files, leaving no temporary files", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "storage-"));
  const storage = new LocalDiskStorage(root);
  await storage.put("enterprises/a/RG_FRONT/1", new Uint8Array([1, 2, 3]));
  expect(await storage.get("enterprises/a/RG_FRONT/1")).toEqual(Buffer.from([1, 2, 3]));
  await storage.put("enterprises/a/RG_FRONT/1", new Uint8Array([4]));
  expect(await storage.get("enterprises/a/RG_FRONT/1")).toEqual(Buffer.from([4]));
  expect(await readdir(path.join(root, "enterprises/a/RG_FRONT"))).toEqual(["1"]);
  await storage.delete("enterprises/a/RG_FRONT/1");
  expect(await storage.get("enterprises/a/RG_FRONT/1")).toBeNull();
});

it("refuses keys that could escape the storage directory", async () => {
  const storage = new LocalDiskStorage(await mkdtemp(path.join(tmpdir(), "storage-")));
  for (const key of ["../etc/passwd", "a/../../b", "/abs", "a//b", "a/b.."]) {
    await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow("invalid storage key");
  }
});
