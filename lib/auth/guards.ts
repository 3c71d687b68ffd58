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

/**
 * The seller account a read of its money is about (balance, statement, fees, withdrawal limits): the caller's own, or
 * for an admin the one named. The first line of those services, as assertAdmin is of the admin ones.
 */
export function readableAccount(actor: Actor, sellerId?: string): string {
  if (actor.role === "admin") {
    if (sellerId === undefined) throw new AppError("FORBIDDEN", "Informe a conta do vendedor.");
    return sellerId;
  }
  if (actor.role !== "seller" || (sellerId !== undefined && sellerId !== actor.sellerId))
    throw new AppError("FORBIDDEN");
  return actor.sellerId;
}

/** The first line of every seller service that changes something: the caller's role in the account must allow it. */
export function assertCan(actor: Actor, permission: Permission): void {
  if (actor.role !== "seller" || !can(actor.memberRole, permission))
    throw new AppError("FORBIDDEN", refusal(actor.memberRole, permission));
}
