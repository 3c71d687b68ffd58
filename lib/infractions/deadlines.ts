import "#server-only";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { type AnyQueuedEmail, queueEmails } from "@/lib/email/outbox";
import { sellerNames } from "./notices";
import { claimInfractionReminders, claimOverdueInfractions, liveAdmins, responseCounts, userEmails } from "./queries";
import { INFRACTION_REMINDER_DAYS } from "./schema";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

type Claimed = Awaited<ReturnType<typeof claimOverdueInfractions>>;

/** The admins' e-mail of each claimed infraction: one per live admin, under a key naming both. */
async function adminNotices(
  tx: Tx,
  infractions: Claimed,
  template: "infraction.deadline-soon" | "infraction.overdue",
): Promise<AnyQueuedEmail[]> {
  const [admins, nameOf, answers] = await Promise.all([
    liveAdmins(tx),
    sellerNames(infractions.map((infraction) => infraction.sellerId)),
    responseCounts(
      tx,
      infractions.map((infraction) => infraction.id),
    ),
  ]);
  const answersOf = new Map(answers.map((row) => [row.infractionId, Number(row.count)]));
  return infractions.flatMap((infraction) =>
    admins.map((admin) => ({
      to: admin.email,
      template,
      data: {
        infractionId: infraction.id,
        paymentId: infraction.paymentId,
        amount: infraction.amount,
        sellerId: infraction.sellerId,
        sellerName: nameOf(infraction.sellerId),
        deadlineAt: infraction.deadlineAt,
        answers: answersOf.get(infraction.id) ?? 0,
      },
      dedupeKey: `${template}:${infraction.id}:${admin.id}`,
    })),
  );
}

/** Runs `batch` (one transaction claiming at most BATCH rows) until it claims fewer; answers how many it claimed. */
async function inBatches(batch: (tx: Tx) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await transaction(batch);
    total += claimed;
    if (claimed < BATCH) return total;
  }
}

/** E-mails the admins of every open infraction whose deadline is 2 days away or less, once each. */
function remindAdmins(now: Date) {
  const windowEnd = new Date(now.getTime() + INFRACTION_REMINDER_DAYS * DAY_MS);
  return inBatches(async (tx) => {
    const due = await claimInfractionReminders(tx, now, windowEnd, BATCH);
    if (due.length) await queueEmails(tx, await adminNotices(tx, due, "infraction.deadline-soon"));
    return due.length;
  });
}

/**
 * The platform's policy at the deadline of an infraction nobody decided (README "MED and holds"): the money stays held,
 * since the MED's outcome is the payer's bank's and a MED devolução may still come for it; the infraction is escalated
 * (audited as the platform's doing), the admins are e-mailed to decide and the seller is told. Once each.
 */
function escalateOverdue(now: Date) {
  return inBatches(async (tx) => {
    const overdue = await claimOverdueInfractions(tx, now, BATCH);
    if (!overdue.length) return 0;
    for (const infraction of overdue)
      await recordAudit(tx, null, {
        action: "infraction.escalated",
        entityType: "infraction",
        entityId: infraction.id,
        after: { escalatedAt: now.toISOString(), policy: "HOLD_KEPT" },
      });
    const sellers = await userEmails(
      tx,
      overdue.map((infraction) => infraction.sellerId),
    );
    const emailOf = new Map(sellers.map((seller) => [seller.id, seller.email]));
    await queueEmails(tx, [
      ...(await adminNotices(tx, overdue, "infraction.overdue")),
      ...overdue.map((infraction): AnyQueuedEmail => ({
        to: emailOf.get(infraction.sellerId)!,
        template: "infraction.overdue-seller",
        data: {
          infractionId: infraction.id,
          paymentId: infraction.paymentId,
          amount: infraction.amount,
          deadlineAt: infraction.deadlineAt,
        },
        dedupeKey: `infraction.overdue-seller:${infraction.id}`,
      })),
    ]);
    return overdue.length;
  });
}

/** The deadline's job: the reminders 2 days before it, then the policy at its end. Answers how many it acted on. */
export async function actOnInfractionDeadlines(now = new Date()): Promise<number> {
  return (await remindAdmins(now)) + (await escalateOverdue(now));
}
