import { z } from "@/lib/zod";

export const MAX_PER_PAGE = 100;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});

export type PageQuery = z.infer<typeof PageQuerySchema>;

export type Page<T> = { data: T[]; totalPages: number; totalRecords: number; currentPage: number; perPage: number };

/** Prisma's skip/take for a page. */
export function pageWindow({ page, perPage }: PageQuery) {
  return { skip: (page - 1) * perPage, take: perPage };
}

export function toPage<T>(data: T[], totalRecords: number, { page, perPage }: PageQuery): Page<T> {
  return { data, totalRecords, totalPages: Math.ceil(totalRecords / perPage), currentPage: page, perPage };
}

/** The documented list envelope around `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    totalPages: z.number().int(),
    totalRecords: z.number().int(),
    currentPage: z.number().int(),
    perPage: z.number().int(),
  });
}
