import { type SearchParams, readParam } from "@/components/seller/search-params";
import { AdminPaymentQuerySchema, type PaymentJson } from "@pix/core/payments/schema";

export type AdminPaymentFilters = {
  status?: PaymentJson["status"];
  startDate?: string;
  endDate?: string;
  sellerId?: string;
  search?: string;
};

export type AdminPaymentFilterErrors = { endDate?: string; sellerId?: string };

/**
 * Each filter read on its own, so one bad value (a typo in a shared URL) falls back alone;
 * reversed dates and a malformed seller id are dropped with a message for the form.
 */
export function readAdminPaymentFilters(params: SearchParams): {
  filters: AdminPaymentFilters;
  errors: AdminPaymentFilterErrors;
} {
  const shape = AdminPaymentQuerySchema.shape;
  const startDate = readParam(params, "startDate", shape.startDate);
  const endDate = readParam(params, "endDate", shape.endDate);
  const datesInOrder = !startDate || !endDate || startDate <= endDate;
  const sellerId = readParam(params, "sellerId", shape.sellerId);
  const sellerIdTyped = typeof params.sellerId === "string" && params.sellerId.trim() !== "";
  return {
    filters: {
      status: readParam(params, "status", shape.status),
      startDate: datesInOrder ? startDate : undefined,
      endDate: datesInOrder ? endDate : undefined,
      sellerId,
      search: readParam(params, "search", shape.search),
    },
    errors: {
      endDate: datesInOrder ? undefined : "A data final deve ser igual ou posterior à inicial",
      sellerId: sellerIdTyped && !sellerId ? "Identificador inválido: use o ID completo do vendedor" : undefined,
    },
  };
}
