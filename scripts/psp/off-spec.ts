// The offSpec switch: one answer with a field off the spec, as a real PSP may send (a 31-character
// rtrId, an odd timestamp, a field the yaml does not have, or an amount that is not "\d+\.\d{2}").
import type { OffSpec } from "./context";
import type { Reply } from "./http";

/**
 * `reply` with `offSpec.value` at `offSpec.path` of a copy of its body, or null when the body has no object or array
 * where the path ends (the switch then waits for an answer that has one).
 */
export function offSpecReply(reply: Reply, { path, value }: OffSpec): Reply | null {
  if (reply.status >= 300 || reply.body === null || typeof reply.body !== "object") return null;
  const body = structuredClone(reply.body) as Record<string, unknown>;
  const names = path.split(".");
  const parent = names
    .slice(0, -1)
    .reduce<unknown>(
      (node, name) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[name] : undefined),
      body,
    );
  if (parent === null || typeof parent !== "object") return null;
  (parent as Record<string, unknown>)[names.at(-1)!] = value;
  return { ...reply, body };
}
