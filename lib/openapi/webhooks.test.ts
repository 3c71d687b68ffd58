import { expect, it } from "vitest";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { EVENT_TYPES, TEST_EVENT_TYPE } from "@/lib/events/event-types";
import { eventExamples } from "@/lib/events/examples";
import { checkWebhookOfType } from "@/lib/testing/contract";
import { buildOpenApiDocument } from "./document";

type Webhook = {
  operationId: string;
  parameters: { in: string; name: string; required?: boolean }[];
  requestBody: { content: { "application/json": { example: { type: string } } } };
};

const webhooks = () =>
  buildOpenApiDocument(ROUTES, "http://localhost:3000").webhooks as Record<string, { post: Webhook }>;

it("has a webhook entry for every event type, whose example validates against that entry's schema", () => {
  const documented = webhooks();
  expect(Object.keys(documented).sort()).toEqual([...EVENT_TYPES, TEST_EVENT_TYPE].sort());
  for (const [type, { post }] of Object.entries(documented)) {
    const { example } = post.requestBody.content["application/json"];
    expect(example.type, type).toBe(type);
    expect(checkWebhookOfType(type, JSON.stringify(example)), type).toBeNull();
  }
});

it("refuses a body of another event type, or with an unknown field, against a webhook entry", () => {
  const [created, pending] = eventExamples();
  expect(checkWebhookOfType("payment.pending", JSON.stringify(created))?.problem).toContain(
    "/type must be equal to one of the allowed values",
  );
  expect(
    checkWebhookOfType(
      "payment.created",
      JSON.stringify({ ...created, data: { ...(created!.data as object), sellerEmail: "a@b.c" } }),
    )?.problem,
  ).toContain("must NOT have additional properties: sellerEmail");
  expect(checkWebhookOfType("payment.teleported", JSON.stringify(pending))?.problem).toContain("no POST entry");
});

it("documents the three Standard Webhooks signing headers, required, on every webhook", () => {
  const operationIds = new Set<string>();
  for (const [type, { post }] of Object.entries(webhooks())) {
    const headers = post.parameters.filter((parameter) => parameter.in === "header");
    expect(
      headers.map(({ name, required }) => [name, required]),
      type,
    ).toEqual([
      ["webhook-id", true],
      ["webhook-timestamp", true],
      ["webhook-signature", true],
    ]);
    expect(post.operationId, type).toMatch(/^[a-z][a-zA-Z0-9]*Event$/);
    operationIds.add(post.operationId);
  }
  expect(operationIds.size).toBe(EVENT_TYPES.length + 1);
});
