import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { UnmatchedPixQuerySchema, UnmatchedPixSchema } from "@/lib/unmatched-pix/schema";
import { listUnmatchedPix } from "@/lib/unmatched-pix/service";

export const GET = route({
  auth: "admin",
  summary: "PIX received that credit no seller (another amount, a cancelled charge)",
  tags: ["Admin"],
  query: UnmatchedPixQuerySchema,
  response: pageSchema(UnmatchedPixSchema),
  handler: ({ actor, query }) => listUnmatchedPix(actor, query),
});
