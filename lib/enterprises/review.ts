import "#server-only";
import { lockEmailState } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Enterprise } from "@/lib/db/generated/client";
import { queueEmail } from "@/lib/email/outbox";
import { emitEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import { loginEmail } from "@/lib/email/queries";
import { approveEnterpriseRow, approveOwner, lockLiveEnterprise, rejectEnterpriseRow } from "./queries";
import { missingDocumentTypes } from "./schema";
import { toEnterpriseJson } from "./serializers";
import { includeDocuments } from "./service";

async function lockForReview(tx: Tx, id: string) {
  return includeDocuments(tx, await lockLiveEnterprise(tx, id));
}

type Reviewed = Pick<Enterprise, "id" | "status" | "commercialName" | "reviewedAt" | "rejectionReason">;

/** The owner's e-mail about a review, queued in the review's transaction: one per review. */
export async function queueReviewEmail(tx: Tx, ownerEmail: string, enterprise: Reviewed) {
  const key = `${enterprise.id}:${enterprise.reviewedAt!.toISOString()}`;
  if (enterprise.status === "APPROVED") {
    await queueEmail(tx, {
      to: ownerEmail,
      template: "enterprise.approved",
      data: { companyName: enterprise.commercialName },
      dedupeKey: `enterprise.approved:${key}`,
    });
  } else {
    const data = { companyName: enterprise.commercialName, reason: enterprise.rejectionReason ?? "" };
    await queueEmail(tx, {
      to: ownerEmail,
      template: "enterprise.rejected",
      data,
      dedupeKey: `enterprise.rejected:${key}`,
    });
  }
}

/** Approves a complete company; its owner becomes an approved seller in the same transaction. */
export async function approveEnterprise(actor: Actor, id: string) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const enterprise = await lockForReview(tx, id);
    if (enterprise.status === "APPROVED") throw new AppError("ENTERPRISE_ALREADY_APPROVED");
    const missing = missingDocumentTypes(enterprise.documents);
    if (missing.length) {
      throw new AppError("DOCUMENTS_MISSING", undefined, {
        details: missing.map((type) => ({ path: `documents.${type}`, message: "Documento não enviado" })),
      });
    }
    // A seller whose address no one has proven could be anyone's: the link sent at sign-up must have been used.
    const [owner] = await lockEmailState(tx, enterprise.userId);
    if (!owner?.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED");
    const approved = await includeDocuments(tx, await approveEnterpriseRow(tx, id, new Date(), actor.userId));
    await approveOwner(tx, enterprise.userId);
    await recordAudit(tx, actor, {
      action: "enterprise.approved",
      entityType: "enterprise",
      entityId: id,
      before: { status: enterprise.status },
      after: { status: "APPROVED", ownerApproved: true },
    });
    const company = toEnterpriseJson(approved);
    await emitEvent(tx, enterprise.userId, "enterprise.approved", company);
    await queueReviewEmail(tx, owner.email, approved);
    return { company };
  });
}

/** Refuses a company under review with a reason the seller will see; it leaves the queue. */
export async function rejectEnterprise(actor: Actor, id: string, reason: string) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const enterprise = await lockForReview(tx, id);
    if (enterprise.status !== "PENDING") throw new AppError("ENTERPRISE_NOT_PENDING");
    const rejected = await includeDocuments(tx, await rejectEnterpriseRow(tx, id, new Date(), actor.userId, reason));
    await recordAudit(tx, actor, {
      action: "enterprise.rejected",
      entityType: "enterprise",
      entityId: id,
      before: { status: enterprise.status },
      after: { status: "REJECTED", reason },
    });
    const company = toEnterpriseJson(rejected);
    await emitEvent(tx, enterprise.userId, "enterprise.rejected", company);
    const [owner] = await loginEmail(tx, enterprise.userId);
    if (!owner) throw new AppError("NOT_FOUND");
    await queueReviewEmail(tx, owner.email, rejected);
    return { company };
  });
}
