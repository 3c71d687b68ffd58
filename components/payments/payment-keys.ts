import type { PAYMENT_STATUSES } from "@/lib/payments/schema";

export type PaymentFilters = {
  status?: (typeof PAYMENT_STATUSES)[number];
  startDate?: string;
  endDate?: string;
  paymentLinkId?: string;
  search?: string;
  page: number;
};

export const paymentKeys = {
  all: ["payments"] as const,
  lists: () => [...paymentKeys.all, "list"] as const,
  list: (filters: PaymentFilters) => [...paymentKeys.lists(), filters] as const,
  detail: (id: string) => [...paymentKeys.all, "detail", id] as const,
};
