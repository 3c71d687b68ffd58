import { z } from "@/lib/zod";

/** What the global search finds, in the order its groups are shown; sellers and companies for admins only. */
export const SEARCH_KINDS = ["payment", "link", "customer", "seller", "company"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  payment: "Pagamentos",
  link: "Links de pagamento",
  customer: "Clientes",
  seller: "Vendedores",
  company: "Empresas",
};

export const SEARCH_MIN_LENGTH = 2;
/** Search is for finding, not for paging through: past 50 pages, a list with filters does it better. */
const MAX_PAGE = 50;
export const SEARCH_MAX_PER_PAGE = 20;

export const SearchQuerySchema = z.object({
  q: z
    .string("Informe o que buscar")
    .trim()
    .min(SEARCH_MIN_LENGTH, `Digite ao menos ${SEARCH_MIN_LENGTH} caracteres`)
    .max(100, "Busca longa demais: use até 100 caracteres")
    .meta({
      description:
        "A payment's id, txid or end-to-end id; an e-mail; a CPF or CNPJ (with or without punctuation); or part of a " +
        "name or description (from 3 characters anywhere in it, 2 characters at its start).",
    }),
  type: z
    .enum(SEARCH_KINDS, "Tipo inválido")
    .optional()
    .meta({ description: "Only this group (to page through it); seller and company are for admins." }),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1).meta({ description: "The page of every group." }),
  perPage: z.coerce.number().int().min(1).max(SEARCH_MAX_PER_PAGE).default(5),
});

export type SearchQuery = z.output<typeof SearchQuerySchema>;

export const SearchResultSchema = z
  .object({
    type: z.enum(SEARCH_KINDS),
    id: z.uuid(),
    label: z.string().meta({ description: "What the result is called: a buyer, a description, a company." }),
    secondary: z.string().meta({ description: "A line that tells it apart: amount, status, date, document, seller." }),
    url: z.string().meta({ description: "The page of this app that shows it, a path from the site's root." }),
    exact: z.boolean().meta({ description: "Found by an id, e-mail or document equal to the query, not by a part." }),
  })
  .meta({ id: "SearchResult" });

export const SearchGroupSchema = z
  .object({
    type: z.enum(SEARCH_KINDS),
    label: z.string(),
    items: z.array(SearchResultSchema),
    hasMore: z.boolean().meta({ description: "The next page of this group has results." }),
  })
  .meta({ id: "SearchGroup" });

export const SearchResponseSchema = z
  .object({
    query: z.string(),
    page: z.number().int(),
    perPage: z.number().int(),
    groups: z.array(SearchGroupSchema),
  })
  .meta({
    id: "SearchResults",
    description:
      "One group per kind searched, in a fixed order, newest first. No totals: counting every match of a common " +
      "name costs more than the page itself.",
  });

export type SearchResult = z.output<typeof SearchResultSchema>;
export type SearchGroup = z.output<typeof SearchGroupSchema>;
export type SearchResponse = z.output<typeof SearchResponseSchema>;
