import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { apiRouter } from "@/app/api/v1/router";
import { buildOpenApiDocument, type RouteModule } from "@/lib/openapi/document";

/**
 * An answer (or a webhook body) the OpenAPI document does not describe: which operation, which status, what differs.
 */
export type ContractViolation = { operation: string; status?: number; problem: string };

type Content = Record<string, { schema?: unknown }>;
type Operation = { responses: Record<string, { content?: Content }> };
type Webhook = { requestBody?: { content?: Content } };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Webhook>>;
  components?: { schemas?: Record<string, unknown> };
};

const DOCUMENT_KEY = "openapi.json";

const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "dependentSchemas"];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SCHEMA_VALUES = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
];

/**
 * The published document leaves response objects open, so that a field added later does not break
 * integrators' clients generated with strict models (datamodel-code-generator turns
 * `additionalProperties: false` into pydantic's extra="forbid"). The tests hold our answers to
 * more than that: every object schema (nullable ones too) without its own `additionalProperties`
 * is closed here, so a field the document does not name fails. Where the document means an open
 * object it says so (`additionalProperties: {}`, zod's `.loose()` or a record). Objects combined
 * with allOf would each be closed against the others' fields: the document has none, and such an
 * answer fails rather than passes.
 */
function closeObjects(schema: unknown): void {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return;
  const node = schema as Record<string, unknown>;
  const isObject = [node.type].flat().includes("object") || "properties" in node;
  if (isObject && !("additionalProperties" in node) && !("unevaluatedProperties" in node))
    node.additionalProperties = false;
  for (const key of SCHEMA_MAPS)
    Object.values((node[key] as Record<string, unknown> | undefined) ?? {}).forEach(closeObjects);
  for (const key of SCHEMA_LISTS) ((node[key] as unknown[] | undefined) ?? []).forEach(closeObjects);
  for (const key of SCHEMA_VALUES) closeObjects(node[key]);
}

/** Every schema of what we send: the shared components, each operation's responses and each webhook's body. */
function responseSchemas(document: OpenApiDocument): unknown[] {
  const operations = Object.values(document.paths).flatMap((pathItem) => Object.values(pathItem));
  const inline = operations.flatMap((operation) =>
    Object.values(operation.responses).flatMap((response) =>
      Object.values(response.content ?? {}).map((media) => media.schema),
    ),
  );
  const webhooks = Object.values(document.webhooks ?? {}).flatMap((pathItem) =>
    Object.values(pathItem).flatMap((webhook) =>
      Object.values(webhook.requestBody?.content ?? {}).map((media) => media.schema),
    ),
  );
  return [...Object.values(document.components?.schemas ?? {}), ...inline, ...webhooks];
}

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
}

let loaded: { document: OpenApiDocument; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

/** The document of these routes, built and handed to ajv once per process; validators compile on first use. */
function contract() {
  if (loaded) return loaded;
  const document = structuredClone(buildOpenApiDocument(ROUTES, "http://127.0.0.1")) as unknown as OpenApiDocument;
  responseSchemas(document).forEach(closeObjects);
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  // The document's own keywords, so ajv can hold it whole and resolve its "#/components/..." references.
  ajv.addVocabulary(["openapi", "info", "servers", "paths", "components", "webhooks"]);
  ajv.addSchema(document, DOCUMENT_KEY);
  loaded = { document, ajv, validators: new Map() };
  return loaded;
}

function validator(schemaPointer: string): ValidateFunction {
  const { ajv, validators } = contract();
  let validate = validators.get(schemaPointer);
  if (!validate) validators.set(schemaPointer, (validate = ajv.compile({ $ref: `${DOCUMENT_KEY}#/${schemaPointer}` })));
  return validate;
}

function describeErrors(errors: ErrorObject[]): string {
  return errors
    .slice(0, 10)
    .map(
      (error) =>
        `${error.instancePath || "(body)"} ${error.message}${error.keyword === "additionalProperties" ? `: ${error.params.additionalProperty}` : ""}`,
    )
    .join("; ");
}

/** The errors against each branch of a union, best first: together they bury the one that matters. */
function branchErrors(segments: string[], value: unknown): { name: string; errors: ErrorObject[] }[] {
  const schema = segments.reduce<unknown>(
    (node, segment) => (node as Record<string, unknown> | undefined)?.[segment],
    contract().document,
  ) as Record<string, unknown> | undefined;
  const keyword = (["anyOf", "oneOf"] as const).find((union) => Array.isArray(schema?.[union]));
  if (!keyword) return [];
  return (schema![keyword] as { $ref?: string }[])
    .map((branch, index) => {
      const validate = validator(pointer(...segments, keyword, String(index)));
      validate(value);
      return { name: branch.$ref?.split("/").pop() ?? `${keyword}[${index}]`, errors: validate.errors ?? [] };
    })
    .sort((a, b) => a.errors.length - b.errors.length);
}

function validateJson(segments: string[], body: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return "the body is not JSON";
  }
  const validate = validator(pointer(...segments));
  if (validate(value)) return null;
  const errors = validate.errors ?? [];
  const [closest] = branchErrors(segments, value);
  return closest?.errors.length
    ? `closest to ${closest.name}: ${describeErrors(closest.errors)}`
    : describeErrors(errors);
}

export type Answer = {
  method: string;
  pathname: string;
  status: number;
  contentType: string | null;
  body: string | null;
};

type Describe = { name: string; status: number; mediaType: string | null; body: string | null };

/**
 * An answer outside the document's operations. The router's own answers are: 404 for a path no
 * route serves, 405 for a method its route file does not export (both in the error shape), 308
 * to drop a trailing slash and 204 to OPTIONS (no body). A route file's handler that answers
 * without an operation in the document is an undocumented route.
 */
function checkRouterAnswer(
  method: string,
  template: string | undefined,
  { name, status, mediaType, body }: Describe,
): ContractViolation | null {
  const violation = (problem: string) => ({ operation: name, status, problem });
  const handlers = template
    ? (ROUTES as readonly RouteModule[]).find((route) => route.path === template)?.module
    : undefined;
  if (typeof handlers?.[method === "HEAD" ? "GET" : method] === "function")
    return violation("the route answers this method, and the document has no operation for it");
  if (status === 404 || status === 405) {
    if (method === "HEAD") return null;
    if (mediaType !== "application/json" || !body)
      return violation(`answers ${mediaType ?? "no Content-Type"}, the router answers the error shape in JSON`);
    const problem = validateJson(["components", "schemas", "Error"], body);
    return problem ? violation(problem) : null;
  }
  const routerAnswer = status === 308 || (status === 204 && method === "OPTIONS");
  if (!routerAnswer)
    return violation("not in the document: outside it only the router answers (404, 405, 308 or 204 to OPTIONS)");
  return body ? violation("the router's answer has a body") : null;
}

/**
 * Checks one answer against the document: the operation by method and path template, its status
 * (or `default`) must be documented, its media type declared, and a JSON body must match the
 * schema. A body where the document declares none fails, as does an undocumented route.
 */
export function checkAnswer({ method, pathname, status, contentType, body }: Answer): ContractViolation | null {
  const { document } = contract();
  const template = apiRouter.templateOf(pathname);
  const operationMethod = (method === "HEAD" ? "GET" : method).toLowerCase();
  const operation = template ? document.paths[template]?.[operationMethod] : undefined;
  const name = `${method} ${template ?? pathname}`;
  const violation = (problem: string) => ({ operation: name, status, problem });
  const mediaType = contentType?.split(";")[0]!.trim().toLowerCase() ?? null;

  if (!template || !operation) return checkRouterAnswer(method, template, { name, status, mediaType, body });
  const responseKey = String(status) in operation.responses ? String(status) : "default";
  const documented = operation.responses[responseKey];
  if (!documented)
    return violation(`status ${status} is not documented (documented: ${Object.keys(operation.responses).join(", ")})`);
  if (method === "HEAD") return null;
  if (!documented.content)
    return body
      ? violation(`answers a body (${mediaType ?? "no Content-Type"}) where the document declares none`)
      : null;
  const declared = Object.keys(documented.content).join(", ");
  if (!body) return violation(`answers no body, the document declares ${declared}`);
  if (!mediaType || !documented.content[mediaType])
    return violation(`answers ${mediaType ?? "no Content-Type"}, the document declares ${declared}`);
  if (mediaType !== "application/json" || !documented.content[mediaType]!.schema) return null;
  const problem = validateJson(
    ["paths", template, operationMethod, "responses", responseKey, "content", mediaType, "schema"],
    body,
  );
  return problem ? violation(problem) : null;
}

/** Checks a body against the document's webhook entry of its event type: a type without one fails. */
export function checkWebhookOfType(type: string, body: string): ContractViolation | null {
  const operation = `webhook ${type}`;
  const schema = contract().document.webhooks?.[type]?.post?.requestBody?.content?.["application/json"]?.schema;
  if (!schema)
    return { operation, problem: "the document's webhooks have no POST entry with a JSON body for this event type" };
  const problem = validateJson(
    ["webhooks", type, "post", "requestBody", "content", "application/json", "schema"],
    body,
  );
  return problem ? { operation, problem } : null;
}

/**
 * Checks a webhook delivery's body, as a test's receiver got it, against the document's WebhookEvent and its type's
 * webhook entry.
 */
export function checkWebhookEvent(body: string): ContractViolation | null {
  const problem = validateJson(["components", "schemas", "WebhookEvent"], body);
  if (problem) return { operation: "webhook delivery (WebhookEvent)", problem };
  return checkWebhookOfType((JSON.parse(body) as { type: string }).type, body);
}

export function describeViolations(violations: readonly ContractViolation[]): string {
  return [
    "Answers that the OpenAPI document does not describe (fix the serializer or the documented schema):",
    ...violations.map(
      ({ operation, status, problem }) => `  ${operation}${status === undefined ? "" : ` -> ${status}`}: ${problem}`,
    ),
  ].join("\n");
}

/** How a server in a child process (api-server-main.ts) reports a violation on stdout. */
export const CONTRACT_VIOLATION_LINE = "contract-violation ";
