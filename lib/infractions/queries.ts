import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** An infractions row in full, as the Prisma model reads it. */
const INFRACTION = {
  id: "uuid",
  paymentId: "uuid",
  sellerId: "uuid",
  amount: "int4",
  reason: "text",
  status: "InfractionStatus",
  openedBy: "uuid | null",
  openedAt: "timestamptz",
  deadlineAt: "timestamptz",
  resolvedBy: "uuid | null",
  resolvedAt: "timestamptz | null",
  resolutionNote: "text | null",
  refundId: "uuid | null",
  reminderSentAt: "timestamptz | null",
  escalatedAt: "timestamptz | null",
  updatedAt: "timestamptz",
} as const;

export const lockInfractionRow = defineQuery({
  name: "infractions.lockInfractionRow",
  columns: INFRACTION,
  sql: (id: string) => Prisma.sql`SELECT * FROM infractions WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

export const lockOpenInfractionOfPayment = defineQuery({
  name: "infractions.lockOpenInfractionOfPayment",
  columns: INFRACTION,
  sql: (paymentId: string) => Prisma.sql`
    SELECT * FROM infractions WHERE "paymentId" = ${paymentId}::uuid AND status = 'OPEN' FOR UPDATE`,
  examples: [[ID]],
});

/** The infraction whose hold the refund took (a voluntary devolução under way, or a MED one recorded), locked. */
export const lockInfractionOfRefund = defineQuery({
  name: "infractions.lockInfractionOfRefund",
  columns: INFRACTION,
  sql: (refundId: string) => Prisma.sql`
    SELECT * FROM infractions WHERE "refundId" = ${refundId}::uuid AND status IN ('REFUNDING', 'MED_RETURNED') FOR UPDATE`,
  examples: [[ID]],
});

/** The infraction the refund was refunding, REFUNDED at `resolvedAt`. */
export const resolveInfractionOfRefund = defineQuery({
  name: "infractions.resolveInfractionOfRefund",
  columns: INFRACTION,
  sql: (refundId: string, resolvedAt: Date) => Prisma.sql`
    UPDATE infractions SET status = 'REFUNDED', "resolvedAt" = ${resolvedAt}::timestamptz, "updatedAt" = now()
    WHERE "refundId" = ${refundId}::uuid AND status = 'REFUNDING' RETURNING *`,
  examples: [[ID, AT]],
});

/**
 * Claims up to `limit` open infractions not yet reminded whose deadline falls in (now, windowEnd], marking them
 * reminded in the same statement and skipping rows others hold: each is reminded once however many workers run.
 */
export const claimInfractionReminders = defineQuery({
  name: "infractions.claimInfractionReminders",
  columns: INFRACTION,
  sql: (now: Date, windowEnd: Date, limit: number) => Prisma.sql`
    UPDATE infractions SET "reminderSentAt" = ${now}::timestamptz, "updatedAt" = now()
    WHERE id IN (
      SELECT id FROM infractions
      WHERE status = 'OPEN' AND "reminderSentAt" IS NULL
        AND "deadlineAt" > ${now}::timestamptz AND "deadlineAt" <= ${windowEnd}::timestamptz
      ORDER BY "deadlineAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING *`,
  examples: [[AT, AT, 1]],
});

/** Claims up to `limit` open infractions past their deadline and not yet escalated, marking them escalated at `now`. */
export const claimOverdueInfractions = defineQuery({
  name: "infractions.claimOverdueInfractions",
  columns: INFRACTION,
  sql: (now: Date, limit: number) => Prisma.sql`
    UPDATE infractions SET "escalatedAt" = ${now}::timestamptz, "updatedAt" = now()
    WHERE id IN (
      SELECT id FROM infractions
      WHERE status = 'OPEN' AND "escalatedAt" IS NULL AND "deadlineAt" <= ${now}::timestamptz
      ORDER BY "deadlineAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING *`,
  examples: [[AT, 1]],
});

/** The payment an infraction is on, read without a lock (the payment is locked first). */
export const paymentOfInfraction = defineQuery({
  name: "infractions.paymentOfInfraction",
  columns: { paymentId: "uuid" },
  sql: (id: string) => Prisma.sql`SELECT "paymentId" FROM infractions WHERE id = ${id}::uuid`,
  examples: [[ID]],
});

/** Whether the payment has an infraction whose hold is not yet resolved (OPEN or REFUNDING). */
export const hasUnresolvedInfraction = defineQuery({
  name: "infractions.hasUnresolvedInfraction",
  columns: { unresolved: "bool" },
  sql: (paymentId: string) => Prisma.sql`
    SELECT EXISTS (
      SELECT 1 FROM infractions WHERE "paymentId" = ${paymentId}::uuid AND status IN ('OPEN', 'REFUNDING')
    ) AS unresolved`,
  examples: [[ID]],
});

export type NewInfraction = {
  paymentId: string;
  sellerId: string;
  amount: number;
  reason: string;
  openedBy: string;
  openedAt: Date;
  deadlineAt: Date;
};

/** An infraction opened by an admin: OPEN. */
export const insertInfraction = defineQuery({
  name: "infractions.insertInfraction",
  columns: INFRACTION,
  sql: (row: NewInfraction) => Prisma.sql`
    INSERT INTO infractions
      (id, "paymentId", "sellerId", amount, reason, "openedBy", "openedAt", "deadlineAt", "updatedAt")
    VALUES (gen_random_uuid(), ${row.paymentId}::uuid, ${row.sellerId}::uuid, ${row.amount}, ${row.reason},
      ${row.openedBy}::uuid, ${row.openedAt}::timestamptz, ${row.deadlineAt}::timestamptz, now())
    RETURNING *`,
  examples: [[{ paymentId: ID, sellerId: ID, amount: 1, reason: "r", openedBy: ID, openedAt: AT, deadlineAt: AT }]],
});

/** The infraction RELEASED by `resolvedBy`: its hold given back. */
export const releaseInfractionRow = defineQuery({
  name: "infractions.releaseInfractionRow",
  columns: INFRACTION,
  sql: (id: string, resolvedBy: string, resolvedAt: Date, resolutionNote: string | null) => Prisma.sql`
    UPDATE infractions
    SET status = 'RELEASED', "resolvedBy" = ${resolvedBy}::uuid, "resolvedAt" = ${resolvedAt}::timestamptz,
      "resolutionNote" = ${resolutionNote}, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, ID, AT, null]],
});

/** The infraction REFUNDING by the voluntary devolução `refundId`, asked by `resolvedBy`. */
export const startInfractionRefund = defineCommand({
  name: "infractions.startInfractionRefund",
  sql: (id: string, refundId: string, resolvedBy: string) => Prisma.sql`
    UPDATE infractions
    SET status = 'REFUNDING', "refundId" = ${refundId}::uuid, "resolvedBy" = ${resolvedBy}::uuid, "updatedAt" = now()
    WHERE id = ${id}::uuid`,
  examples: [[ID, ID, ID]],
});

/** The infraction OPEN again, no longer taken by a devolução nor resolved. */
export const reopenInfractionRow = defineQuery({
  name: "infractions.reopenInfractionRow",
  columns: INFRACTION,
  sql: (id: string) => Prisma.sql`
    UPDATE infractions
    SET status = 'OPEN', "refundId" = NULL, "resolvedBy" = NULL, "resolvedAt" = NULL, "resolutionNote" = NULL,
      "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID]],
});

/** The infraction MED_RETURNED: its hold taken by the PSP's MED devolução `refundId`. */
export const resolveInfractionByMed = defineQuery({
  name: "infractions.resolveInfractionByMed",
  columns: INFRACTION,
  sql: (id: string, refundId: string, resolvedAt: Date, resolutionNote: string) => Prisma.sql`
    UPDATE infractions
    SET status = 'MED_RETURNED', "refundId" = ${refundId}::uuid, "resolvedAt" = ${resolvedAt}::timestamptz,
      "resolutionNote" = ${resolutionNote}, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, ID, AT, "n"]],
});

export const countInfractionResponses = defineQuery({
  name: "infractions.countInfractionResponses",
  columns: { count: "int8" },
  sql: (infractionId: string) => Prisma.sql`
    SELECT count(*) AS count FROM infraction_responses WHERE "infractionId" = ${infractionId}::uuid`,
  examples: [[ID]],
});

export type NewInfractionResponse = { infractionId: string; sellerId: string; authorId: string; text: string };

export const insertInfractionResponse = defineQuery({
  name: "infractions.insertInfractionResponse",
  columns: {
    id: "uuid",
    infractionId: "uuid",
    sellerId: "uuid",
    authorId: "uuid",
    text: "text",
    createdAt: "timestamptz",
  },
  sql: (row: NewInfractionResponse) => Prisma.sql`
    INSERT INTO infraction_responses (id, "infractionId", "sellerId", "authorId", text)
    VALUES (gen_random_uuid(), ${row.infractionId}::uuid, ${row.sellerId}::uuid, ${row.authorId}::uuid, ${row.text})
    RETURNING *`,
  examples: [[{ infractionId: ID, sellerId: ID, authorId: ID, text: "t" }]],
});

export type NewInfractionResponseFile = {
  position: number;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  originalName: string | null;
};

/** An answer's files, with its seller, read back by position. */
export const insertInfractionResponseFiles = defineQuery({
  name: "infractions.insertInfractionResponseFiles",
  columns: {
    id: "uuid",
    responseId: "uuid",
    sellerId: "uuid",
    position: "int4",
    storageKey: "text",
    contentType: "text",
    sizeBytes: "int4",
    sha256: "text",
    originalName: "text | null",
  },
  sql: (response: { id: string; sellerId: string }, files: NewInfractionResponseFile[]) => Prisma.sql`
    WITH inserted AS (
      INSERT INTO infraction_response_files
        (id, "responseId", "sellerId", position, "storageKey", "contentType", "sizeBytes", sha256, "originalName")
      SELECT gen_random_uuid(), ${response.id}::uuid, ${response.sellerId}::uuid, f.*
      FROM unnest(
        ${files.map((file) => file.position)}::int4[],
        ${files.map((file) => file.storageKey)}::text[],
        ${files.map((file) => file.contentType)}::text[],
        ${files.map((file) => file.sizeBytes)}::int4[],
        ${files.map((file) => file.sha256)}::text[],
        ${files.map((file) => file.originalName)}::text[]
      ) AS f(position, "storageKey", "contentType", "sizeBytes", sha256, "originalName")
      RETURNING *)
    SELECT * FROM inserted ORDER BY position`,
  examples: [
    [
      { id: ID, sellerId: ID },
      [{ position: 0, storageKey: "k", contentType: "application/pdf", sizeBytes: 1, sha256: "s", originalName: null }],
    ],
  ],
});

/** The live admins, each to be e-mailed. */
export const liveAdmins = defineQuery({
  name: "infractions.liveAdmins",
  columns: { id: "uuid", email: "text" },
  sql: () => Prisma.sql`SELECT id, email FROM users WHERE role = 'admin' AND "deletedAt" IS NULL`,
});

/** How many answers each of the infractions has, for those with any. */
export const responseCounts = defineQuery({
  name: "infractions.responseCounts",
  columns: { infractionId: "uuid", count: "int8" },
  sql: (infractionIds: string[]) => Prisma.sql`
    SELECT "infractionId", count(*) AS count FROM infraction_responses
    WHERE "infractionId" = ANY(${infractionIds}::uuid[]) GROUP BY "infractionId"`,
  examples: [[[ID]]],
});

/** The e-mails of the users, deleted or not. */
export const userEmails = defineQuery({
  name: "infractions.userEmails",
  columns: { id: "uuid", email: "text" },
  sql: (ids: string[]) => Prisma.sql`SELECT id, email FROM users WHERE id = ANY(${ids}::uuid[])`,
  examples: [[[ID]]],
});
