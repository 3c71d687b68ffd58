import { expect, it } from "vitest";
import type { ObjectStorage } from "@/lib/storage/object-storage";

type Subject = {
  storage: ObjectStorage;
  /** The names the store holds directly under `prefix`: objects, and any file a write left behind. */
  listed: (prefix: string) => Promise<string[]>;
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** What every ObjectStorage does, run against one implementation (its test file calls this). */
export function objectStorageCases(subject: () => Promise<Subject>) {
  it("stores, reads, streams, overwrites and deletes files, leaving nothing else behind", async () => {
    const { storage, listed } = await subject();
    const key = "enterprises/a/RG_FRONT/1";
    // Each storage answers its own Uint8Array (a Buffer from the disk): compared by their bytes.
    const stored = async () => {
      const bytes = await storage.get(key);
      return bytes && Buffer.from(bytes);
    };
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/png");
    expect(await stored()).toEqual(Buffer.from([1, 2, 3]));
    await storage.put(key, new Uint8Array([4]), "image/png");
    expect(await stored()).toEqual(Buffer.from([4]));
    const opened = await storage.open(key);
    expect(opened?.size).toBe(1);
    expect(await readAll(opened!.body)).toEqual(Buffer.from([4]));
    expect(await listed("enterprises/a/RG_FRONT")).toEqual(["1"]);
    await storage.delete(key);
    expect(await stored()).toBeNull();
    expect(await storage.open(key)).toBeNull();
    await storage.delete(key);
  });

  it("refuses keys that could escape the storage's place", async () => {
    const { storage } = await subject();
    for (const key of ["../etc/passwd", "a/../../b", "/abs", "a//b", "a/b.."]) {
      await expect(storage.put(key, new Uint8Array([1]), "image/png")).rejects.toThrow("invalid storage key");
      await expect(storage.get(key)).rejects.toThrow("invalid storage key");
      await expect(storage.open(key)).rejects.toThrow("invalid storage key");
      await expect(storage.delete(key)).rejects.toThrow("invalid storage key");
    }
  });
}
