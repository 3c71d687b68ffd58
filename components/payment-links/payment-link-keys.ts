import type { PAYMENT_LINK_STATUSES } from "@/lib/payment-links/schema";

export type PaymentLinkFilters = { status?: (typeof PAYMENT_LINK_STATUSES)[number]; page: number };

export const paymentLinkKeys = {
  all: ["payment-links"] as const,
  list: (filters: PaymentLinkFilters) => [...paymentLinkKeys.all, "list", filters] as const,
};
