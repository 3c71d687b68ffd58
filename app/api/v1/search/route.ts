import { route } from "@pix/core/http/route";
import { SearchQuerySchema, SearchResponseSchema } from "@pix/core/search/schema";
import { search } from "@pix/core/search/service";

export const GET = route({
  auth: "user",
  summary: "Search payments, links and customers (admins: also sellers and companies)",
  description:
    "The global search of the pages (Ctrl/⌘+K). Sellers search the account they act in, every member of its team " +
    "alike; admins search every seller. A query that is an id, txid, end-to-end id, whole e-mail or CPF/CNPJ (with " +
    "or without punctuation) is matched exactly; any other text is looked for in names and descriptions (from 3 " +
    "characters anywhere, 2 at the start). Each group has its page of `perPage` results, newest first, and " +
    "`hasMore`; `type` pages through one group.",
  tags: ["Search"],
  query: SearchQuerySchema,
  response: SearchResponseSchema,
  handler: ({ actor, query }) => search(actor, query),
});
