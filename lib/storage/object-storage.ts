import "#server-only";

/** A stored file opened for reading: its bytes as a stream, so an answer never holds a whole file in memory. */
export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };

/** Private file storage; keys are opaque paths like `enterprises/<id>/<type>/<uuid>`. */
export interface ObjectStorage {
  /** Stores `data` under `key`, replacing what was there; `contentType` is the type read from its first bytes. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array | null>;
  /** The stored file as a stream, or null when nothing is stored under `key`. */
  open(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Whether the storages accept `key` (the copy to S3 skips the other files it finds on disk). */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
}
