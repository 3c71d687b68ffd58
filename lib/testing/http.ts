import { afterAll, afterEach } from "vitest";
import { type ApiServerOptions, createApiServer } from "./api-server";
import { type ContractViolation, describeViolations } from "./contract";

const violations: ContractViolation[] = [];

/** Records an answer that the OpenAPI document does not describe: the test that received it fails. */
export function recordContractViolation(violation: ContractViolation): void {
  violations.push(violation);
}

function failOnContractViolations(): void {
  const found = violations.splice(0);
  if (found.length) throw new Error(describeViolations(found));
}

// Registered by importing this module, as every API test file does. A violation is recorded before
// its answer leaves the server, so the test that awaited it fails here (one from a beforeAll fails
// the file's first test); throwing inside the server would only have turned it into a 500.
afterEach(failOnContractViolations);

/** The API server for one test file, closed when the file ends. */
export async function startApiServer(options: Pick<ApiServerOptions, "dispatch" | "trustedProxyHops"> = {}) {
  const { server, baseUrl } = await createApiServer({ ...options, onViolation: recordContractViolation });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    failOnContractViolations();
  });
  return { baseUrl };
}

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers };

type CallOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  headers?: Record<string, string>;
};

/** A small JSON client for the test server. */
export function apiClient(baseUrl: string) {
  async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.form ?? options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    let parsed: unknown = bytes;
    if ((response.headers.get("content-type") ?? "").includes("json") || bytes.length === 0) {
      parsed = bytes.length ? JSON.parse(bytes.toString("utf8")) : undefined;
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
  return {
    get: <T = any>(path: string, options?: CallOptions) => call<T>("GET", path, options),
    post: <T = any>(path: string, options?: CallOptions) => call<T>("POST", path, options),
    put: <T = any>(path: string, options?: CallOptions) => call<T>("PUT", path, options),
    patch: <T = any>(path: string, options?: CallOptions) => call<T>("PATCH", path, options),
    delete: <T = any>(path: string, options?: CallOptions) => call<T>("DELETE", path, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
