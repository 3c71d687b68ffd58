import "#server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { API_PIX_PROVIDER, type ApiPixProvider, apiPixProviderFromSettings } from "./api-pix/provider";
import type { PixProvider } from "./provider";
import { SandboxProvider } from "./sandbox-provider";

const sandbox = new SandboxProvider();
let apiPix: ApiPixProvider | undefined;

// Built on first use: its settings (credentials, certificate) exist only with PIX_PROVIDER=api-pix.
export function apiPixProvider(): ApiPixProvider {
  apiPix ??= apiPixProviderFromSettings();
  return apiPix;
}

/** Every provider a payment may have been made through: the sandbox stays for the payments made with it. */
const PROVIDERS = new Map<string, () => PixProvider>([
  [sandbox.name, () => sandbox],
  [API_PIX_PROVIDER, apiPixProvider],
]);

/** The provider that issues new charges. */
export function defaultProvider(): PixProvider {
  return env().PIX_PROVIDER === API_PIX_PROVIDER ? apiPixProvider() : sandbox;
}

export function sandboxProvider(): SandboxProvider {
  return sandbox;
}

export function providerNamed(name: string): PixProvider {
  const provider = PROVIDERS.get(name);
  if (!provider) throw new AppError("NOT_FOUND", "Provedor desconhecido.");
  return provider();
}
