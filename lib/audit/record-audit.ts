import "#server-only";
import type { Prisma } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/client";
import type { Actor } from "@/lib/auth/actor";
import type { AuditAction } from "./actions";
import { insertAuditEntry } from "./queries";

type AuditEntry = {
  action: AuditAction;
  entityType: string;
  entityId: string;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
};

/**
 * Appends to the audit trail inside the caller's transaction, so it commits with the change. `actor.via` says whether
 * the person acted from a browser, with their API token or through the seller's integration keys.
 */
export async function recordAudit(
  tx: Tx,
  actor: (Pick<Actor, "userId" | "requestId"> & Partial<Pick<Actor, "via">>) | null,
  entry: AuditEntry,
) {
  await insertAuditEntry(tx, {
    actorId: actor?.userId ?? null,
    requestId: actor?.requestId ?? null,
    via: actor?.via ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
