import "#server-only";
import { AppError } from "./errors";

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Reads at most `limit` bytes of the body, refusing larger ones before buffering them. */
export async function readBodyBytes(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE");
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Deeper than any body of this API; past it, what walks a body recursively (checks, schemas) could overflow. */
const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `limit` arrays or objects inside one another (brackets in strings aside). */
function nestedPast(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      if (++depth > limit) return true;
    } else if (char === "]" || char === "}") depth--;
  }
  return false;
}

/** The JSON body, or undefined when there is none. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const bytes = await readBodyBytes(req, MAX_JSON_BODY_BYTES);
  if (bytes.byteLength === 0) return undefined;
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Envie o corpo como application/json.");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("MALFORMED_JSON");
  }
  if (nestedPast(text, MAX_JSON_DEPTH)) {
    throw new AppError("MALFORMED_JSON", `O JSON passa de ${MAX_JSON_DEPTH} níveis de aninhamento.`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("MALFORMED_JSON");
  }
}

/** A multipart/form-data body of at most `maxBytes`. */
export async function readFormBody(req: Request, maxBytes: number): Promise<FormData> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Envie os arquivos como multipart/form-data.");
  }
  const bytes = await readBodyBytes(req, maxBytes);
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("MALFORMED_MULTIPART");
  }
}
