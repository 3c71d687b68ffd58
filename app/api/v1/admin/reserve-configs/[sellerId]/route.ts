import { route } from "@pix/core/http/route";
import { PutReserveConfigSchema, ReserveConfigSchema, SellerIdParamsSchema } from "@pix/core/reserves/schema";
import { getReserveConfig, putReserveConfig } from "@pix/core/reserves/service";

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
