import "#server-only";
import { route } from "@/lib/http/route";
import { CreateFeeSchema, FeeIdParamsSchema, FeeSchema, UpdateFeeSchema } from "./schema";
import { createFee, updateFee } from "./service";

// The contract gives these operations a public path and an admin alias; both files export the same handler.

export const createFeeRoute = route({
  auth: "admin",
  summary: "Create a fee (a platform default when sellerId is null or absent)",
  tags: ["Fees"],
  body: CreateFeeSchema,
  status: 201,
  response: FeeSchema,
  errors: [404],
  handler: ({ actor, body }) => createFee(actor, body),
});

export const updateFeeRoute = route({
  auth: "admin",
  summary: "Update a fee (partial)",
  tags: ["Fees"],
  params: FeeIdParamsSchema,
  body: UpdateFeeSchema,
  response: FeeSchema,
  errors: [404],
  handler: ({ actor, params, body }) => updateFee(actor, params.id, body),
});
