import { route } from "@/lib/http/route";
import { PutReserveConfigSchema, ReserveConfigSchema, SellerIdParamsSchema } from "@/lib/reserves/schema";
import { getReserveConfig, putReserveConfig } from "@/lib/reserves/service";

export const GET = route({
  auth: "admin",
  summary: "A seller's rolling reserve",
  tags: ["Admin"],
  params: SellerIdParamsSchema,
  response: ReserveConfigSchema,
  errors: [404],
  handler: ({ actor, params }) => getReserveConfig(actor, params.sellerId),
});

export const PUT = route({
  auth: "admin",
  summary: "Set a seller's rolling reserve",
  tags: ["Admin"],
  params: SellerIdParamsSchema,
  body: PutReserveConfigSchema,
  response: ReserveConfigSchema,
  errors: [404],
  handler: ({ actor, params, body }) => putReserveConfig(actor, params.sellerId, body),
});
