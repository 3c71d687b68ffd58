// The demo's approved companies are inserted approved (ensureSeller in ./play.ts), but the product never approves a
// company without its documents: each gets the four files its seller would have sent before the review.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { prepareDocument } from "@/lib/enterprises/documents";
import { upsertDocument } from "@/lib/enterprises/queries";
import { storeThenRecord } from "@/lib/storage/uploaded-file";
import { kycDocuments } from "./documents";
import { DEMO_SELLERS } from "./plan";

/** Stores the documents an approved demo company lacks, dated when it was submitted. Safe to run on every start. */
export async function ensureApprovedCompanyDocuments() {
  const companies = await db().enterprise.findMany({
    where: { status: "APPROVED", deletedAt: null, user: { email: { in: DEMO_SELLERS.map((seller) => seller.email) } } },
    select: { id: true, userId: true, submittedAt: true, documents: { select: { type: true } } },
  });
  for (const company of companies) {
    const missing = kycDocuments().filter((doc) => !company.documents.some((stored) => stored.type === doc.type));
    const files = await Promise.all(
      missing.map(async ({ type, name, bytes }) => ({
        ...(await prepareDocument(type, new File([new Uint8Array(bytes)], name))),
        type,
        storageKey: `enterprises/${company.id}/${type}/${randomUUID()}`,
      })),
    );
    if (!files.length) continue;
    await storeThenRecord(files, () =>
      transaction(async (tx) => {
        for (const file of files) {
          await upsertDocument(tx, {
            enterpriseId: company.id,
            sellerId: company.userId,
            type: file.type,
            storageKey: file.storageKey,
            contentType: file.contentType,
            sizeBytes: file.bytes.byteLength,
            sha256: file.sha256,
            originalName: file.originalName,
            uploadedAt: company.submittedAt ?? new Date(),
          });
        }
      }),
    );
  }
}
