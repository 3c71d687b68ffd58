import type { Actor } from "./actor";

/** Where a signed-in user belongs. */
export function homeFor(user: { role: Actor["role"] }) {
  return user.role === "admin" ? "/admin" : "/seller";
}
