import "#server-only";
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { assertValidKey, type ObjectStorage, type StoredObject } from "./object-storage";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/** Files under one directory; writes are flushed and renamed into place, so a crash leaves no half file. */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    assertValidKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  /** The type is not kept: it is recorded with the file's row, and the answer takes it from there. */
  async put(key: string, data: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    const file = await open(temporary, "wx", 0o600);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, target);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    let file;
    try {
      file = await open(this.pathOf(key), "r");
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await file.stat();
      // The stream closes the file when it ends, fails or is cancelled (a client that went away).
      return { body: Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array>, size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
