import type { PAYMENT_STATUSES, PaymentDetailJson, PaymentJson } from "@/lib/payments/schema";

/** A payment in the drawer: the list's row until the API's answer arrives, which adds the buyer's document. */
export type PaymentView = PaymentJson & Partial<Pick<PaymentDetailJson, "customerDocument">>;

export type PaymentFilters = {
  status?: (typeof PAYMENT_STATUSES)[number];
  startDate?: string;
  endDate?: string;
  paymentLinkId?: string;
  search?: string;
  page: number;
};

export type RefundsPage = { page: number; perPage: number };

/** The drawer's list of a payment's refunds, a page at a time. */
export const REFUNDS_PER_PAGE = 5;

export const paymentKeys = {
  all: ["payments"] as const,
  lists: () => [...paymentKeys.all, "list"] as const,
  list: (filters: PaymentFilters) => [...paymentKeys.lists(), filters] as const,
  /** Under lists(): what refreshes the lists refreshes their totals. */
  totals: (filters: Omit<PaymentFilters, "page">) => [...paymentKeys.lists(), "totals", filters] as const,
  detail: (id: string) => [...paymentKeys.all, "detail", id] as const,
  refundsOf: (id: string) => [...paymentKeys.all, "refunds", id] as const,
  refunds: (id: string, page: RefundsPage) => [...paymentKeys.refundsOf(id), page] as const,
};
