import { CreateCustomerSchema, CustomerListQuerySchema, CustomerSchema } from "@pix/core/customers/schema";
import { createCustomer, listCustomers } from "@pix/core/customers/service";
import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Create a customer",
  tags: ["Customers"],
  body: CreateCustomerSchema,
  status: 201,
  response: CustomerSchema,
  errors: [409],
  handler: ({ actor, body }) => createCustomer(actor, body),
});

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "List your customers",
  tags: ["Customers"],
  query: PageQuerySchema.extend(CustomerListQuerySchema.shape),
  response: pageSchema(CustomerSchema),
  handler: ({ actor, query }) => listCustomers(actor, query),
});
