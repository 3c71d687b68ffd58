import { afterAll, expect } from "vitest";
import { type ContractViolation, createApiServer } from "./api-server";

/**
 * The API server for one test file, closed when the file ends. The file fails if any answer it
 * received broke the OpenAPI contract (the contract test runs inside every integration test).
 */
export async function startApiServer(options: { trustedProxyHops?: number } = {}) {
  const violations: ContractViolation[] = [];
  const { server, baseUrl } = await createApiServer(0, (violation) => violations.push(violation), options.trustedProxyHops);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(violations, "answers that do not match their documented schema").toEqual([]);
  });
  return { baseUrl };
}

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers };

type CallOptions = { token?: string; body?: unknown; rawBody?: string; form?: FormData; headers?: Record<string, string> };

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
