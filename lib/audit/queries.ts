import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { Prisma } from "@/lib/db/generated/client";
import { ActorVia } from "@/lib/db/generated/enums";
import { replicaRead } from "@/lib/db/replica";
import { defineCommand, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import { type PageQuery, PageQuerySchema, pageWindow, toPage } from "@/lib/http/pagination";
import { personMatching } from "@/lib/users/person-matching";
import { createdWithin, dateRangeFields, withDateOrder } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";

export const AuditQuerySchema = withDateOrder(
  PageQuerySchema.extend({
    actorId: z.uuid("Identificador inválido").optional(),
    actor: z.string().trim().min(1, "Informe um nome ou e-mail").max(254, "No máximo 254 caracteres").optional().meta({
      description:
        "Who acted, as the admin knows them: part of their name, company name or e-mail, or a whole e-mail (that person alone).",
    }),
    entityType: z.string().trim().min(1).max(50).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    ...dateRangeFields,
  }),
);

export const AuditEntrySchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    actor: z.object({ id: z.uuid(), email: z.string() }).nullable(),
    via: z
      .enum(ActorVia)
      .nullable()
      .meta({
        description:
          "How the actor called: session (a browser), bearer (an API token from their login), integration (the " +
          "seller's integration keys). Null for the platform's own entries and those written before it was recorded.",
      }),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    requestId: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "AuditEntry", description: "Who did what, when, with the state before and after." });

type AuditQuery = PageQuery & {
  actorId?: string;
  actor?: string;
  entityType?: string;
  entityId?: string;
  action?: string;
  startDate?: string;
  endDate?: string;
};

export async function listAuditLog(
  actor: Actor,
  { page, perPage, actorId, actor: person, entityType, entityId, action, ...range }: AuditQuery,
) {
  assertAdmin(actor);
  const createdAt = createdWithin(range);
  const where: Prisma.AuditLogWhereInput = {
    ...(actorId !== undefined && { actorId }),
    ...(person !== undefined && { actor: personMatching(person) }),
    ...(entityType !== undefined && { entityType }),
    ...(entityId !== undefined && { entityId }),
    ...(action !== undefined && { action }),
    ...(createdAt && { createdAt }),
  };
  const [rows, total] = await replicaRead(actor, ({ prisma }) =>
    Promise.all([
      prisma.auditLog.findMany({
        where,
        include: { actor: { select: { id: true, email: true } } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        ...pageWindow({ page, perPage }),
      }),
      prisma.auditLog.count({ where }),
    ]),
  );
  const data = rows.map((row) => ({
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor: row.actor,
    via: row.via,
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
  }));
  return toPage(data, total, { page, perPage });
}

export type NewAuditEntry = {
  actorId: string | null;
  requestId: string | null;
  via: ActorVia | null;
  action: string;
  entityType: string;
  entityId: string;
  before: Prisma.InputJsonValue | null;
  after: Prisma.InputJsonValue | null;
};

const json = (value: Prisma.InputJsonValue | null) => (value === null ? null : JSON.stringify(value));

export const insertAuditEntry = defineCommand({
  name: "audit.insertAuditEntry",
  sql: (entry: NewAuditEntry) => Prisma.sql`
    INSERT INTO audit_logs (id, "actorId", "requestId", via, action, "entityType", "entityId", before, after)
    VALUES (gen_random_uuid(), ${entry.actorId}::uuid, ${entry.requestId}, ${entry.via}::"ActorVia", ${entry.action},
      ${entry.entityType}, ${entry.entityId}, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb)`,
  examples: [
    [
      {
        actorId: ID,
        requestId: "r",
        via: "integration",
        action: "a",
        entityType: "t",
        entityId: "e",
        before: null,
        after: { x: 1 },
      },
    ],
  ],
});
