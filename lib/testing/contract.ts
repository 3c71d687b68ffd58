import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { ROUTES } from "@/app/api/v1/routes.generated";
import { apiRouteTemplate } from "@/lib/http/api-router";
import { buildOpenApiDocument } from "@/lib/openapi/document";

/** An answer the OpenAPI document does not describe: which operation, which status, what differs. */
export type ContractViolation = { operation: string; status: number; problem: string };

type Content = Record<string, { schema?: unknown }>;
type Operation = { responses: Record<string, { content?: Content }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const DOCUMENT_KEY = "openapi.json";

/**
 * The published document leaves response objects open, so that a field added later does not break
 * integrators' clients generated with strict models (datamodel-code-generator turns
 * `additionalProperties: false` into pydantic's extra="forbid"). The tests hold our answers to
 * more than that: every object without its own `additionalProperties` is closed here, so a field
 * the document does not name fails.
 */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(closeObjects);
  if (!node || typeof node !== "object") return;
  const schema = node as Record<string, unknown>;
  if (schema.type === "object" && schema.properties && !("additionalProperties" in schema)) schema.additionalProperties = false;
  Object.values(schema).forEach(closeObjects);
}

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
}

let loaded: { document: OpenApiDocument; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

/** The document of these routes, built and handed to ajv once per process; validators compile on first use. */
function contract() {
  if (loaded) return loaded;
  const document = structuredClone(buildOpenApiDocument(ROUTES, "http://127.0.0.1")) as unknown as OpenApiDocument;
  closeObjects(document);
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
    .map((error) => `${error.instancePath || "(body)"} ${error.message}${error.keyword === "additionalProperties" ? `: ${error.params.additionalProperty}` : ""}`)
    .join("; ");
}

function validateJson(schemaPointer: string, body: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return "the body is not JSON";
  }
  const validate = validator(schemaPointer);
  return validate(value) ? null : describeErrors(validate.errors ?? []);
}

export type Answer = { method: string; pathname: string; status: number; contentType: string | null; body: string | null };

/**
 * Checks one answer against the document: its status must be documented for the operation, its
 * media type declared (when the document declares one), and a JSON body must match the schema.
 * Answers outside any operation (unknown path or method) must still be in the error shape.
 */
export function checkAnswer({ method, pathname, status, contentType, body }: Answer): ContractViolation | null {
  const { document } = contract();
  const template = apiRouteTemplate(pathname);
  const operation = template ? document.paths[template]?.[(method === "HEAD" ? "GET" : method).toLowerCase()] : undefined;
  const name = `${method} ${template ?? pathname}`;
  const violation = (problem: string) => ({ operation: name, status, problem });
  const mediaType = contentType?.split(";")[0]!.trim().toLowerCase() ?? null;
  const json = mediaType === "application/json";

  if (!template || !operation) {
    const problem = json && body ? validateJson(pointer("components", "schemas", "Error"), body) : null;
    return problem ? violation(problem) : null;
  }
  const documented = operation.responses[String(status)];
  if (!documented) return violation(`status ${status} is not documented (documented: ${Object.keys(operation.responses).join(", ")})`);
  if (method === "HEAD") return null;
  if (!documented.content) return json && body ? violation("answers JSON where the document declares no body") : null;
  const declared = Object.keys(documented.content).join(", ");
  if (!body) return violation(`answers no body, the document declares ${declared}`);
  if (!mediaType || !documented.content[mediaType]) return violation(`answers ${mediaType ?? "no Content-Type"}, the document declares ${declared}`);
  if (!json || !documented.content[mediaType]!.schema) return null;
  const problem = validateJson(pointer("paths", template, method.toLowerCase(), "responses", String(status), "content", mediaType, "schema"), body);
  return problem ? violation(problem) : null;
}

export function describeViolations(violations: readonly ContractViolation[]): string {
  return [
    "Answers that the OpenAPI document does not describe (fix the serializer or the documented schema):",
    ...violations.map(({ operation, status, problem }) => `  ${operation} -> ${status}: ${problem}`),
  ].join("\n");
}

/** How a server in a child process (api-server-main.ts) reports a violation on stdout. */
export const CONTRACT_VIOLATION_LINE = "contract-violation ";
