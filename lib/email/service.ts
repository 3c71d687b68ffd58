import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { toEmailJson, toEmailSummaryJson } from "./serializers";

/**
 * The outbox, newest first: what was sent, what waits, what failed (the built-in mailbox when no SMTP server is
 * configured).
 */
export async function listEmails(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const [rows, total] = await Promise.all([
    db().emailMessage.findMany({
      omit: { text: true, html: true, smtpResponse: true, nextAttemptAt: true, dedupeKey: true, lastAttemptAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page),
    }),
    db().emailMessage.count(),
  ]);
  return toPage(rows.map(toEmailSummaryJson), total, page);
}

export async function getEmail(actor: Actor, id: string) {
  assertAdmin(actor);
  // By id alone: one probe of each month's primary key index.
  const row = await db().emailMessage.findFirst({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND");
  return toEmailJson(row);
}
