import "#server-only";
import { AppError } from "@/lib/http/errors";
import type { Actor } from "./actor";

/**
 * The first line of every admin service: authorization lives in the services, so a page or job
 * that calls one directly cannot skip the check its route wrapper makes.
 */
export function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw new AppError("FORBIDDEN");
}
