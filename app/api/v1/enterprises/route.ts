import { CreateEnterpriseSchema, EnterpriseSchema, UpdateEnterpriseSchema } from "@pix/core/enterprises/schema";
import {
  createEnterprise,
  deleteEnterprise,
  listEnterprises,
  updateOwnEnterprise,
} from "@pix/core/enterprises/service";
import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "seller",
  summary: "Register your company (KYC)",
  tags: ["Enterprises"],
  body: CreateEnterpriseSchema,
  status: 201,
  response: EnterpriseSchema,
  errors: [409],
  handler: ({ actor, body }) => createEnterprise(actor, body),
});

export const GET = route({
  auth: "user",
  summary: "List enterprises (sellers: their own; admins: all)",
  tags: ["Enterprises"],
  query: PageQuerySchema,
  response: pageSchema(EnterpriseSchema),
  handler: ({ actor, query }) => listEnterprises(actor, query),
});

export const PATCH = route({
  auth: "seller",
  summary: "Update your company (partial)",
  description: "A rejected company that is edited goes back to review; an approved one cannot be edited (422).",
  tags: ["Enterprises"],
  body: UpdateEnterpriseSchema,
  response: EnterpriseSchema,
  errors: [404, 409, 422],
  handler: ({ actor, body }) => updateOwnEnterprise(actor, body),
});

export const DELETE = route({
  auth: "seller",
  summary: "Delete your company (soft delete)",
  tags: ["Enterprises"],
  status: 204,
  errors: [404],
  handler: ({ actor }) => deleteEnterprise(actor),
});
