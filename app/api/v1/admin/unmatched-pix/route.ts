import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { UnmatchedPixQuerySchema, UnmatchedPixSchema } from "@pix/core/unmatched-pix/schema";
import { listUnmatchedPix } from "@pix/core/unmatched-pix/service";

export const GET = route({
  auth: "admin",
  summary: "PIX received that credit no seller (another amount, a cancelled or already paid charge, no charge)",
  tags: ["Admin"],
  query: UnmatchedPixQuerySchema,
  response: pageSchema(UnmatchedPixSchema),
  handler: ({ actor, query }) => listUnmatchedPix(actor, query),
});
