import "#server-only";
import { AppError } from "@/lib/http/errors";
import { can, type Permission, refusal } from "@/lib/team/permissions";
import type { Actor } from "./actor";

/**
 * The first line of every admin service: authorization lives in the services, so a page or job
 * that calls one directly cannot skip the check its route wrapper makes.
 */
export function assertAdmin(actor: Actor): void {
  if (actor.role !== "admin") throw new AppError("FORBIDDEN");
}

/** The first line of every seller service that changes something: the caller's role in the account must allow it. */
export function assertCan(actor: Actor, permission: Permission): void {
  if (actor.role !== "seller" || !can(actor.memberRole, permission))
    throw new AppError("FORBIDDEN", refusal(actor.memberRole, permission));
}
