import "#server-only";
import type { AuditAction } from "@/lib/audit/actions";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { logger } from "@/lib/log";
import { auditEntryExists } from "./queries";

/**
 * How long a devolução may stay of unknown outcome (a repeat refused, none shown by the PSP, after a call that went
 * unanswered) before the admin is told. A PSP's reads catch up with its writes in seconds; a day without it shown
 * means the first call most likely never reached it, which only someone asking the PSP can confirm.
 */
export const UNKNOWN_HANDOVER_MS = 24 * 60 * 60 * 1000;

/** Whether a devolução unknown since `since` is, at `now`, the admin's to look at. */
export function dueForHandover(since: Date | null, now: Date): boolean {
  return since !== null && since.getTime() + UNKNOWN_HANDOVER_MS <= now.getTime();
}

/**
 * Tells the admin, once, of a devolução whose outcome is still unknown: an entry of the platform's in the audit trail
 * (`/admin/audit`, by its action) and a warning in the log. Its money stays where it is held meanwhile.
 */
export async function handOverUnknown(
  tx: Tx,
  entry: { action: AuditAction; entityType: string; entityId: string; after: Prisma.InputJsonObject },
) {
  const { action, entityType, entityId } = entry;
  const [told] = await auditEntryExists(tx, entityType, entityId, action);
  if (told?.exists) return;
  await recordAudit(tx, null, entry);
  logger().warn({ action, entityType, entityId }, "devolução of unknown outcome for over a day: handed to the admin");
}
