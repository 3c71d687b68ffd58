import { type SearchParams, readParam } from "@/components/seller/search-params";
import { AuditQuerySchema } from "@pix/core/audit/queries";

export type AuditFilters = {
  entityType?: string;
  entityId?: string;
  action?: string;
  actor?: string;
  startDate?: string;
  endDate?: string;
};

/** Each filter read on its own, so one bad value falls back alone; reversed dates are dropped with a message. */
export function readAuditFilters(params: SearchParams): { filters: AuditFilters; dateError?: string } {
  const shape = AuditQuerySchema.shape;
  const startDate = readParam(params, "startDate", shape.startDate);
  const endDate = readParam(params, "endDate", shape.endDate);
  const datesInOrder = !startDate || !endDate || startDate <= endDate;
  return {
    filters: {
      entityType: readParam(params, "entityType", shape.entityType),
      entityId: readParam(params, "entityId", shape.entityId),
      action: readParam(params, "action", shape.action),
      actor: readParam(params, "actor", shape.actor),
      startDate: datesInOrder ? startDate : undefined,
      endDate: datesInOrder ? endDate : undefined,
    },
    dateError: datesInOrder ? undefined : "A data final deve ser igual ou posterior à inicial",
  };
}
