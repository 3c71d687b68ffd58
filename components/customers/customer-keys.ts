import type { CustomerSchema } from "@/lib/customers/schema";
import type { z } from "@/lib/zod";

export type CustomerJson = z.infer<typeof CustomerSchema>;

export type CustomerFilters = { search?: string; page: number };

export const customerKeys = {
  all: ["customers"] as const,
  list: (filters: CustomerFilters) => [...customerKeys.all, "list", filters] as const,
};
