import { type SearchParams, readParam } from "@/components/seller/search-params";
import { AdminPaymentQuerySchema, type PaymentJson } from "@pix/core/payments/schema";
import { z } from "@/lib/zod";

export type AdminPaymentFilters = {
  status?: PaymentJson["status"];
  startDate?: string;
  endDate?: string;
  /** The seller picked (from a link or among several matches). */
  sellerId?: string;
  /** The seller as the admin typed them: a name, e-mail or CNPJ, looked up when no seller is picked. */
  seller?: string;
  search?: string;
};

export type AdminPaymentFilterErrors = { endDate?: string; seller?: string };

const SellerTextSchema = z.string().trim().min(1).max(254);

/**
 * Each filter read on its own, so one bad value (a typo in a shared URL) falls back alone;
 * reversed dates are dropped with a message for the form.
 */
export function readAdminPaymentFilters(params: SearchParams): {
  filters: AdminPaymentFilters;
  errors: AdminPaymentFilterErrors;
} {
  const shape = AdminPaymentQuerySchema.shape;
  const startDate = readParam(params, "startDate", shape.startDate);
  const endDate = readParam(params, "endDate", shape.endDate);
  const datesInOrder = !startDate || !endDate || startDate <= endDate;
  return {
    filters: {
      status: readParam(params, "status", shape.status),
      startDate: datesInOrder ? startDate : undefined,
      endDate: datesInOrder ? endDate : undefined,
      sellerId: readParam(params, "sellerId", shape.sellerId),
      seller: readParam(params, "seller", SellerTextSchema),
      search: readParam(params, "search", shape.search),
    },
    errors: { endDate: datesInOrder ? undefined : "A data final deve ser igual ou posterior à inicial" },
  };
}
