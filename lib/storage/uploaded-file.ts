import "#server-only";
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "@/lib/http/errors";
import { logger } from "@/lib/log";
import { storage } from "./index";
import type { StoredObject } from "./object-storage";

/** An uploaded file that passed its checks, ready to store. */
export type CheckedFile = {
  bytes: Uint8Array;
  /** The type read from its first bytes, never the one the sender claimed. */
  contentType: string;
  sha256: string;
  originalName: string | null;
};

const MEDIA_LABELS: Record<string, string> = { "application/pdf": "PDF", "image/jpeg": "JPEG", "image/png": "PNG" };
const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

/** "PDF, JPEG" for the refusal of a file of another type. */
export function mediaNames(accepted: readonly string[]): string {
  return accepted.map((mime) => MEDIA_LABELS[mime] ?? mime).join(", ");
}

type FileRules = {
  /** The form field, named in a validation error. */
  field: string;
  maxBytes: number;
  accepted: readonly string[];
  /** What to say of a file over `maxBytes`, and of one of another type (given the accepted types' names). */
  tooLarge: string;
  refused: (names: string) => string;
};

/** Checks one uploaded file: present, not empty, at most `maxBytes`, and its real type (its magic bytes) accepted. */
export async function checkUploadedFile(file: FormDataEntryValue | null, rules: FileRules): Promise<CheckedFile> {
  if (!(file instanceof File)) {
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: [{ path: rules.field, message: "Envie o arquivo no campo do formulário" }],
    });
  }
  if (file.size > rules.maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", rules.tooLarge);
  if (file.size === 0)
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: [{ path: rules.field, message: "O arquivo está vazio" }],
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!detected || !rules.accepted.includes(detected))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", rules.refused(mediaNames(rules.accepted)));
  return {
    bytes,
    contentType: detected,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    originalName: file.name ? file.name.slice(0, 255) : null,
  };
}

/**
 * Stores the files, then runs `record` (the transaction that records them): nothing is written in the database unless
 * every file is stored. If a put or `record` fails, the files stored so far are removed, so no stored file is left that
 * no row names; one whose removal fails too (the store went down) is logged, by key, as orphaned.
 */
export async function storeThenRecord<T>(
  files: { storageKey: string; bytes: Uint8Array; contentType: string }[],
  record: () => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await storage().put(file.storageKey, file.bytes, file.contentType);
      stored.push(file.storageKey);
    }
    return await record();
  } catch (error) {
    await Promise.all(
      stored.map((key) =>
        storage()
          .delete(key)
          .catch((failure) => logger().warn({ err: failure, key }, "orphaned stored file: no row names it")),
      ),
    );
    throw error;
  }
}

/** Only these render safely in the browser's own viewers, so only these may be previewed inline. */
const PREVIEWABLE = new Set(["application/pdf", "image/jpeg", "image/png"]);

/**
 * A stored private file as the answer, streamed from the storage, never cached and never sniffed as another type: a
 * type not in `accepted` (a damaged row, a type since dropped) goes as opaque bytes. A download by default; `preview`
 * shows an image or a PDF inline. Either way its CSP (lib/http/security-headers.mjs) sandboxes it into an opaque
 * origin. `name` is ours (the uploader's file name never reaches a header), the extension follows the type.
 */
export function storedFileResponse(
  file: StoredObject,
  {
    contentType,
    accepted,
    name,
    preview = false,
  }: {
    contentType: string;
    accepted: readonly string[];
    name: string;
    preview?: boolean;
  },
): Response {
  const type = accepted.includes(contentType) ? contentType : "application/octet-stream";
  const disposition = preview && PREVIEWABLE.has(type) ? "inline" : "attachment";
  return new Response(file.body, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(file.size),
      "Content-Disposition": `${disposition}; filename="${name}.${EXTENSIONS[type] ?? "bin"}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
