import { CustomerIdParamsSchema, CustomerSchema, UpdateCustomerSchema } from "@pix/core/customers/schema";
import { getCustomer, updateCustomer } from "@pix/core/customers/service";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Get a customer",
  tags: ["Customers"],
  params: CustomerIdParamsSchema,
  response: CustomerSchema,
  errors: [404],
  handler: ({ actor, params }) => getCustomer(actor, params.id),
});

export const PATCH = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Update a customer's name, email or phone",
  tags: ["Customers"],
  params: CustomerIdParamsSchema,
  body: UpdateCustomerSchema,
  response: CustomerSchema,
  errors: [404],
  handler: ({ actor, params, body }) => updateCustomer(actor, params.id, body),
});
